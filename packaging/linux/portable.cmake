# The portable tarball (`cmake --build build --target portable`): the installed tree plus the Qt
# libraries and plugins Tessera needs and a qt.conf, so it runs on a Linux without Qt.
#
# Which libraries go in is decided by CMake's own file(GET_RUNTIME_DEPENDENCIES) over the
# executables and the plugins (packaging/linux/portable_runtime.cmake.in), not by a list. What stays
# with the system: the C and C++ runtimes (glibc >= 2.36, libstdc++ of GCC >= 12) and the GL
# driver libraries (libGL/libEGL/libOpenGL, which must match the machine's driver).
if(NOT TARGET tessera)
  return()
endif()
find_program(PATCHELF_EXECUTABLE patchelf REQUIRED)

# Plugin folders Tessera uses: windows (xcb, its GL integrations; offscreen for headless runs),
# the history (sqldrivers), the SVG icon (imageformats, iconengines), input methods for CJK
# (platforminputcontexts) and HTTPS model downloads (tls).
set(TESSERA_PORTABLE_PLUGIN_DIRS platforms xcbglintegrations sqldrivers imageformats iconengines
                                 platforminputcontexts tls)
get_target_property(_qtpaths Qt6::qtpaths LOCATION)
execute_process(COMMAND ${_qtpaths} --query QT_INSTALL_PLUGINS OUTPUT_VARIABLE TESSERA_QT_PLUGINS_DIR
                OUTPUT_STRIP_TRAILING_WHITESPACE COMMAND_ERROR_IS_FATAL ANY)

set(TESSERA_PORTABLE_EXECUTABLES $<TARGET_FILE:tessera> $<TARGET_FILE:tessera-cli>)
set(TESSERA_PORTABLE_COMMANDS tessera tessera-cli)
if(TARGET tessera-server)  # it needs cpp-httplib's library, which the tarball then carries
  list(APPEND TESSERA_PORTABLE_EXECUTABLES $<TARGET_FILE:tessera-server>)
  list(APPEND TESSERA_PORTABLE_COMMANDS tessera-server)
endif()
configure_file(${CMAKE_CURRENT_LIST_DIR}/portable_runtime.cmake.in
               ${CMAKE_CURRENT_BINARY_DIR}/portable_runtime.cmake.configured @ONLY)
file(GENERATE OUTPUT ${CMAKE_CURRENT_BINARY_DIR}/portable_runtime.cmake
     INPUT ${CMAKE_CURRENT_BINARY_DIR}/portable_runtime.cmake.configured)
install(SCRIPT ${CMAKE_CURRENT_BINARY_DIR}/portable_runtime.cmake COMPONENT portable
        EXCLUDE_FROM_ALL)

string(TOLOWER "${CMAKE_SYSTEM_PROCESSOR}" _arch)
set(TESSERA_PORTABLE_NAME tessera-${PROJECT_VERSION}-linux-${_arch})
set(_stage ${PROJECT_BINARY_DIR}/portable-stage)
add_custom_target(portable
  COMMAND ${CMAKE_COMMAND} -E rm -rf ${_stage}
  COMMAND ${CMAKE_COMMAND} --install ${PROJECT_BINARY_DIR} --strip
          --prefix ${_stage}/${TESSERA_PORTABLE_NAME}
  COMMAND ${CMAKE_COMMAND} --install ${PROJECT_BINARY_DIR} --strip --component portable
          --prefix ${_stage}/${TESSERA_PORTABLE_NAME}
  COMMAND ${CMAKE_COMMAND} -E chdir ${_stage} ${CMAKE_COMMAND} -E tar czf
          ${PROJECT_BINARY_DIR}/${TESSERA_PORTABLE_NAME}.tar.gz ${TESSERA_PORTABLE_NAME}
  COMMENT "Portable tarball ${TESSERA_PORTABLE_NAME}.tar.gz"
  VERBATIM)
add_dependencies(portable ${TESSERA_PORTABLE_COMMANDS} man_pages debian_changelog)
