# Desktop integration on Linux: launcher, AppStream metadata, icon, man pages.
if(TARGET tessera)
  install(FILES ${TESSERA_RESOURCES}/io.github.tessera.Tessera.desktop
          DESTINATION share/applications)
  install(FILES ${TESSERA_RESOURCES}/io.github.tessera.Tessera.metainfo.xml
          DESTINATION share/metainfo)
  install(FILES ${TESSERA_RESOURCES}/icons/tessera.svg
          DESTINATION share/icons/hicolor/scalable/apps RENAME io.github.tessera.Tessera.svg)
endif()

# Man pages of the commands on the user's PATH, compressed as Debian policy wants (gzip -9n:
# no name or time stamp, so the package is reproducible).
find_program(GZIP_EXECUTABLE gzip REQUIRED)
foreach(page tessera tessera-cli tessera-server)
  if(TARGET ${page})
    set(source ${CMAKE_CURRENT_SOURCE_DIR}/man/${page}.1)
    set(filled ${CMAKE_CURRENT_BINARY_DIR}/man/${page}.1)
    configure_file(${source} ${filled} @ONLY)
    add_custom_command(OUTPUT ${filled}.gz
                       COMMAND ${GZIP_EXECUTABLE} -9nkf ${filled}
                       DEPENDS ${filled} VERBATIM)
    list(APPEND TESSERA_MAN_PAGES ${filled}.gz)
  endif()
endforeach()
add_custom_target(man_pages ALL DEPENDS ${TESSERA_MAN_PAGES})
install(FILES ${TESSERA_MAN_PAGES} DESTINATION share/man/man1)
