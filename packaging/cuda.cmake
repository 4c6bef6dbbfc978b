# The GPU support as its own package: the CUDA module (libtessera-cuda.so / tessera-cuda.dll) and
# the cuBLAS / cuBLASLt libraries it needs, in Tessera's library folder, where the module's
# RUNPATH ($ORIGIN) finds them. The CUDA runtime is linked into the module, so only the NVIDIA
# driver is needed (CUDA 13: driver 580 or newer), and the main package has no CUDA dependency.
# Debian: package tessera-cuda (CPack component tessera-cuda). Windows: the optional NSIS
# component "NVIDIA GPU support". Included by packaging/CMakeLists.txt before include(CPack).
if(NOT TARGET tessera-cuda)
  return()
endif()

install(TARGETS tessera-cuda
        LIBRARY DESTINATION ${TESSERA_MODULE_DIR} COMPONENT tessera-cuda
        RUNTIME DESTINATION ${TESSERA_MODULE_DIR} COMPONENT tessera-cuda)

# cuBLAS under its soname (libcublas.so.13), the real file rather than the .so symlink.
if(WIN32)
  file(GLOB TESSERA_CUBLAS_FILES "${CUDAToolkit_BIN_DIR}/cublas64_*.dll"
       "${CUDAToolkit_BIN_DIR}/cublasLt64_*.dll" "${CUDAToolkit_BIN_DIR}/x64/cublas64_*.dll"
       "${CUDAToolkit_BIN_DIR}/x64/cublasLt64_*.dll")
  install(FILES ${TESSERA_CUBLAS_FILES} DESTINATION ${TESSERA_MODULE_DIR} COMPONENT tessera-cuda)
else()
  foreach(lib cublas cublasLt)
    get_target_property(location CUDA::${lib} IMPORTED_LOCATION)
    get_filename_component(dir "${location}" DIRECTORY)
    file(GLOB candidates "${dir}/lib${lib}.so.*")
    list(FILTER candidates INCLUDE REGEX "/lib${lib}\\.so\\.[0-9]+$")
    if(NOT candidates)
      message(FATAL_ERROR "tessera-cuda package: no lib${lib}.so.<major> beside ${location}")
    endif()
    list(GET candidates 0 soname_file)
    get_filename_component(soname "${soname_file}" NAME)
    file(REAL_PATH "${soname_file}" real_file)
    install(FILES "${real_file}" DESTINATION ${TESSERA_MODULE_DIR} RENAME ${soname}
            COMPONENT tessera-cuda)
  endforeach()
endif()

include(CPackComponent)
cpack_add_component(Unspecified DISPLAY_NAME "Tessera" REQUIRED)
cpack_add_component(tessera-cuda DISPLAY_NAME "NVIDIA GPU support"
  DESCRIPTION "Runs models on an NVIDIA GPU (compute capability 7.5 or newer); needs NVIDIA driver 580 or newer. Adds about 600 MB (cuBLAS)."
  DEPENDS Unspecified)

# One .deb per component: tessera (everything without a component) and tessera-cuda.
set(CPACK_DEB_COMPONENT_INSTALL ON)
set(CPACK_DEBIAN_UNSPECIFIED_PACKAGE_NAME "tessera")
set(CPACK_DEBIAN_TESSERA-CUDA_PACKAGE_NAME "tessera-cuda")
set(TESSERA_DEB_VERSION "${PROJECT_VERSION}")
if(CPACK_DEBIAN_PACKAGE_RELEASE)
  string(APPEND TESSERA_DEB_VERSION "-${CPACK_DEBIAN_PACKAGE_RELEASE}")
endif()
# The module only works with the engine of the same version (the loader checks it too).
set(CPACK_DEBIAN_TESSERA-CUDA_PACKAGE_DEPENDS "tessera (= ${TESSERA_DEB_VERSION})")
set(CPACK_DEBIAN_TESSERA-CUDA_PACKAGE_SECTION "non-free/utils")
set(CPACK_DEBIAN_TESSERA-CUDA_DESCRIPTION
    "NVIDIA GPU support for Tessera\n The CUDA backend of Tessera's engine with the cuBLAS libraries it needs.\n Needs the NVIDIA driver 580 or newer (CUDA 13) and a GPU of compute capability 7.5 or newer.")
