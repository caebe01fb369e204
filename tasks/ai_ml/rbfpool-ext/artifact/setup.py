"""Build script for rbfpool and its C++/CUDA extension (rbfpool._C).

    python setup.py build_ext --inplace     # development build
    python setup.py install                  # system-wide
"""
import glob
import os

from setuptools import find_packages, setup
from torch.utils.cpp_extension import BuildExtension, CUDAExtension

HERE = os.path.dirname(os.path.abspath(__file__))


def get_version():
    ns = {}
    with open(os.path.join(HERE, "rbfpool", "version.py")) as f:
        exec(f.read(), ns)
    return ns["__version__"]


def get_extensions():
    sources = [os.path.join("csrc", "rbfpool_ext.cpp")]
    sources += sorted(glob.glob(os.path.join("csrc", "cpu", "*.cpp")))
    sources += sorted(glob.glob(os.path.join("csrc", "cuda", "*.cu")))
    extra = {
        "cxx": ["-O3", "-std=c++14"],
        "nvcc": ["-O3", "--use_fast_math", "-gencode=arch=compute_70,code=sm_70",
                 "-gencode=arch=compute_75,code=sm_75"],
    }
    return [
        CUDAExtension(
            name="rbfpool._C",
            sources=sources,
            include_dirs=[os.path.join(HERE, "csrc")],
            define_macros=[("WITH_CUDA", None)],
            extra_compile_args=extra,
        )
    ]


setup(
    name="rbfpool",
    version=get_version(),
    description="Radial-basis neighbourhood pooling for point sets",
    author="rbfpool authors",
    packages=find_packages(exclude=("tests", "experiments", "tools", "scripts")),
    ext_modules=get_extensions(),
    cmdclass={"build_ext": BuildExtension},
    python_requires=">=3.6",
    install_requires=["torch==1.4.0", "numpy>=1.16", "pyyaml>=5.1"],
    zip_safe=False,
)
