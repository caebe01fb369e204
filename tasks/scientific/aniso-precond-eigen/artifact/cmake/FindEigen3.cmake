# FindEigen3.cmake -- locate the Eigen 3 headers
#
#   EIGEN3_FOUND          true if found
#   EIGEN3_INCLUDE_DIR    directory holding Eigen/Core
#   EIGEN3_VERSION        x.y.z read from Eigen/src/Core/util/Macros.h
#
# Hints: EIGEN3_ROOT (CMake variable or environment variable)

if(NOT EIGEN3_ROOT)
  set(EIGEN3_ROOT $ENV{EIGEN3_ROOT})
endif()

find_path(EIGEN3_INCLUDE_DIR NAMES Eigen/Core
          PATHS ${EIGEN3_ROOT} ${EIGEN3_ROOT}/include
          NO_DEFAULT_PATH)

if(EIGEN3_INCLUDE_DIR)
  file(READ "${EIGEN3_INCLUDE_DIR}/Eigen/src/Core/util/Macros.h" _eigen3_macros)
  string(REGEX MATCH "define[ \t]+EIGEN_WORLD_VERSION[ \t]+([0-9]+)" _m "${_eigen3_macros}")
  set(_world ${CMAKE_MATCH_1})
  string(REGEX MATCH "define[ \t]+EIGEN_MAJOR_VERSION[ \t]+([0-9]+)" _m "${_eigen3_macros}")
  set(_major ${CMAKE_MATCH_1})
  string(REGEX MATCH "define[ \t]+EIGEN_MINOR_VERSION[ \t]+([0-9]+)" _m "${_eigen3_macros}")
  set(_minor ${CMAKE_MATCH_1})
  set(EIGEN3_VERSION ${_world}.${_major}.${_minor})
endif()

include(FindPackageHandleStandardArgs)
find_package_handle_standard_args(Eigen3
  REQUIRED_VARS EIGEN3_INCLUDE_DIR
  VERSION_VAR EIGEN3_VERSION)
mark_as_advanced(EIGEN3_INCLUDE_DIR)
