# CMake toolchain for cross-building the Windows engine and tools on Debian with MinGW-w64
# (g++-mingw-w64-x86-64-posix: the POSIX thread model, which std::thread needs).
set(CMAKE_SYSTEM_NAME Windows)
set(CMAKE_SYSTEM_PROCESSOR x86_64)
set(CMAKE_C_COMPILER x86_64-w64-mingw32-gcc-posix)
set(CMAKE_CXX_COMPILER x86_64-w64-mingw32-g++-posix)
set(CMAKE_RC_COMPILER x86_64-w64-mingw32-windres)
# TESSERA_WINDOWS_DEPS: a prefix with the Windows builds of the dependencies (SentencePiece,
# nlohmann-json), made by cross-build-engine.sh. TESSERA_WINDOWS_QT: Qt for Windows, cross-built
# by cross-build-qt.sh (the GUI build only); Qt's host tools (moc, rcc, lrelease) come from
# Debian's own Qt through QT_HOST_PATH.
list(APPEND CMAKE_TRY_COMPILE_PLATFORM_VARIABLES TESSERA_WINDOWS_DEPS TESSERA_WINDOWS_QT)
set(CMAKE_FIND_ROOT_PATH /usr/x86_64-w64-mingw32 ${TESSERA_WINDOWS_DEPS} ${TESSERA_WINDOWS_QT})
set(CMAKE_FIND_ROOT_PATH_MODE_PROGRAM NEVER)
set(CMAKE_FIND_ROOT_PATH_MODE_LIBRARY ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_INCLUDE ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_PACKAGE ONLY)
# The engine's executables carry their C++ and thread runtimes, so they run without MinGW DLLs
# beside them. The GUI build does not: Qt's DLLs use the shared runtime (libstdc++-6.dll,
# libgcc_s_seh-1.dll, libwinpthread-1.dll), and one process should hold one C++ runtime; the
# installer carries those DLLs (packaging/windows/windows.cmake).
if(NOT TESSERA_WINDOWS_QT)
  set(CMAKE_EXE_LINKER_FLAGS_INIT "-static -static-libgcc -static-libstdc++")
endif()
# Debian 12's wine64 package keeps the loader out of PATH.
if(EXISTS /usr/lib/wine/wine64)
  set(CMAKE_CROSSCOMPILING_EMULATOR /usr/lib/wine/wine64)
else()
  set(CMAKE_CROSSCOMPILING_EMULATOR wine64)
endif()
