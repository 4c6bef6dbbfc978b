# The Windows installer (CPack NSIS): tessera.exe with the Qt DLLs and plugins windeployqt
# gathers, the compiler runtime, the demo model, a Start-menu entry, the licence page and an
# uninstaller. Built natively with MSVC by .github/workflows/windows.yml; see
# packaging/windows/README.md for what is and is not built on Debian.
if(TARGET tessera AND MINGW AND CMAKE_CROSSCOMPILING)
  # Cross-built on Debian with MinGW (cross-build-gui.sh): there is no windeployqt for a Linux
  # host, so windows_runtime.cmake.in gathers the same pieces. The plugins are copied beside
  # tessera.exe, and CMake's file(GET_RUNTIME_DEPENDENCIES), reading the PE imports with MinGW's
  # objdump, decides which DLLs go with them: Qt's and the MinGW runtime's, never a list.
  set(TESSERA_WINDOWS_PLUGIN_DIRS platforms sqldrivers imageformats iconengines styles tls)
  get_target_property(_qtcore_dll Qt6::Core IMPORTED_LOCATION_RELEASE)
  get_filename_component(TESSERA_QT_BIN_DIR "${_qtcore_dll}" DIRECTORY)
  set(TESSERA_QT_PLUGINS_DIR "${QT6_INSTALL_PREFIX}/${QT6_INSTALL_PLUGINS}")
  # Where the MinGW runtime DLLs (libstdc++-6, libgcc_s_seh-1, libwinpthread-1) are.
  execute_process(COMMAND ${CMAKE_CXX_COMPILER} -print-file-name=libstdc++-6.dll
                  OUTPUT_VARIABLE _libstdcxx OUTPUT_STRIP_TRAILING_WHITESPACE)
  execute_process(COMMAND ${CMAKE_CXX_COMPILER} -print-file-name=libwinpthread-1.dll
                  OUTPUT_VARIABLE _winpthread OUTPUT_STRIP_TRAILING_WHITESPACE)
  get_filename_component(_libstdcxx_dir "${_libstdcxx}" DIRECTORY)
  get_filename_component(_winpthread_dir "${_winpthread}" DIRECTORY)
  set(TESSERA_WINDOWS_DLL_DIRS "${TESSERA_QT_BIN_DIR};${_libstdcxx_dir};${_winpthread_dir}")
  string(REGEX REPLACE "gcc(-posix)?$" "objdump" TESSERA_OBJDUMP "${CMAKE_C_COMPILER}")
  configure_file(${CMAKE_CURRENT_LIST_DIR}/windows_runtime.cmake.in
                 ${CMAKE_CURRENT_BINARY_DIR}/windows_runtime.cmake.configured @ONLY)
  file(GENERATE OUTPUT ${CMAKE_CURRENT_BINARY_DIR}/windows_runtime.cmake
       INPUT ${CMAKE_CURRENT_BINARY_DIR}/windows_runtime.cmake.configured)
  install(SCRIPT ${CMAKE_CURRENT_BINARY_DIR}/windows_runtime.cmake)
elseif(TARGET tessera)
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
# A 64-bit application gets a 64-bit installer (amd64-unicode stubs) in the 64-bit Program Files.
set(CPACK_NSIS_DEFINES "Target amd64-unicode")
set(CPACK_NSIS_INSTALL_ROOT "$PROGRAMFILES64")
set(CPACK_NSIS_DISPLAY_NAME "Tessera")
set(CPACK_NSIS_PACKAGE_NAME "Tessera ${PROJECT_VERSION}")
set(CPACK_NSIS_MUI_ICON ${PROJECT_SOURCE_DIR}/resources/icons/tessera.ico)
set(CPACK_NSIS_MUI_UNIICON ${PROJECT_SOURCE_DIR}/resources/icons/tessera.ico)
set(CPACK_NSIS_INSTALLED_ICON_NAME "bin\\\\tessera.exe")
set(CPACK_NSIS_URL_INFO_ABOUT "https://github.com/tessera/tessera")
set(CPACK_NSIS_ENABLE_UNINSTALL_BEFORE_INSTALL ON)
set(CPACK_NSIS_EXECUTABLES_DIRECTORY bin)
set(CPACK_NSIS_MUI_FINISHPAGE_RUN tessera.exe)
# The Start-menu entry comes from CPACK_PACKAGE_EXECUTABLES (packaging/CMakeLists.txt); the
# uninstall entry's registry key does not change with the version.
set(CPACK_PACKAGE_INSTALL_REGISTRY_KEY "Tessera")
