from setuptools import find_packages, setup

setup(
    name="copyspan",
    version="0.3.1",
    description="Warm-starting small recurrent networks on lagged modular sums",
    packages=find_packages(exclude=("tests", "tools", "scripts")),
    python_requires=">=3.7,<3.9",
    install_requires=[
        "torch==1.8.1",
        "numpy==1.19.5",
        "PyYAML==5.3.1",
        "tqdm==4.56.0",
    ],
    extras_require={"dev": ["pytest==6.2.2"], "plots": ["matplotlib==3.3.4", "pandas==1.2.3"]},
)
