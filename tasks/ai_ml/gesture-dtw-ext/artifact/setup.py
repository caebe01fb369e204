from setuptools import setup

try:
    from pybind11.setup_helpers import Pybind11Extension, build_ext
except ImportError:  # no pybind11: install the pure-Python package only
    print("pybind11 not available; building elastic without its C++ core")
    ext_modules, cmdclass = [], {}
else:
    ext_modules = [Pybind11Extension("elastic._dtwcore", ["src/dtwcore.cpp"], cxx_std=14)]
    cmdclass = {"build_ext": build_ext}

setup(
    name="elastic",
    version="1.2.0",
    description="DTW nearest-neighbour classification of gesture traces",
    packages=["elastic"],
    install_requires=["numpy"],
    ext_modules=ext_modules,
    cmdclass=cmdclass,
)
