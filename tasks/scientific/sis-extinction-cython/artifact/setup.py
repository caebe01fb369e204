# python setup.py build_ext --inplace
from distutils.core import setup
from distutils.extension import Extension
from Cython.Distutils import build_ext

setup(
    name="sisx",
    version="0.3",
    packages=["sisx"],
    cmdclass={"build_ext": build_ext},
    ext_modules=[Extension("sisx._ssa", ["sisx/_ssa.pyx"], extra_compile_args=["-O3"])],
)
