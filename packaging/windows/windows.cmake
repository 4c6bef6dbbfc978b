# The Windows installer (CPack NSIS): tessera.exe with the Qt DLLs and plugins windeployqt
# gathers, the compiler runtime, the demo model, a Start-menu entry, the licence page and an
# uninstaller. Built natively with MSVC by .github/workflows/windows.yml; see
# packaging/windows/README.md for what is and is not built on Debian.
if(TARGET tessera)
  # windeployqt copies the Qt DLLs, the plugins (platforms/qwindows, sqldrivers/qsqlite,
  # imageformats/iconengines svg, tls) and the MSVC runtime installer next to tessera.exe before
  # NSIS packs them. Qt's own translations are skipped: the app's are compiled in.
  find_program(WINDEPLOYQT windeployqt HINTS ${Qt6_DIR}/../../../bin REQUIRED)
  install(CODE "execute_process(COMMAND \"${WINDEPLOYQT}\" --release --no-translations
                --no-system-d3d-compiler --no-opengl-sw
                \"\${CMAKE_INSTALL_PREFIX}/bin/tessera.exe\" COMMAND_ERROR_IS_FATAL ANY)")
  if(MSVC)
    set(CMAKE_INSTALL_SYSTEM_RUNTIME_DESTINATION bin)
    include(InstallRequiredSystemLibraries)  # the VC++ runtime DLLs, app-local
  endif()
endif()

set(CPACK_GENERATOR "NSIS")
set(CPACK_NSIS_DISPLAY_NAME "Tessera")
set(CPACK_NSIS_PACKAGE_NAME "Tessera ${PROJECT_VERSION}")
set(CPACK_NSIS_MUI_ICON ${PROJECT_SOURCE_DIR}/resources/icons/tessera.ico)
set(CPACK_NSIS_MUI_UNIICON ${PROJECT_SOURCE_DIR}/resources/icons/tessera.ico)
set(CPACK_NSIS_INSTALLED_ICON_NAME "bin\\\\tessera.exe")
set(CPACK_NSIS_URL_INFO_ABOUT "https://github.com/tessera/tessera")
set(CPACK_NSIS_ENABLE_UNINSTALL_BEFORE_INSTALL ON)
set(CPACK_NSIS_EXECUTABLES_DIRECTORY bin)
set(CPACK_NSIS_MUI_FINISHPAGE_RUN tessera.exe)
set(CPACK_NSIS_CREATE_ICONS_EXTRA
    "CreateShortCut '$SMPROGRAMS\\\\$STARTMENU_FOLDER\\\\Tessera.lnk' '$INSTDIR\\\\bin\\\\tessera.exe'")
set(CPACK_NSIS_DELETE_ICONS_EXTRA "Delete '$SMPROGRAMS\\\\$START_MENU\\\\Tessera.lnk'")
