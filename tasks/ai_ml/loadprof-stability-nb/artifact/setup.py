from setuptools import find_packages, setup

setup(
    name="loadprof",
    version="0.4.1",
    description="Bootstrap stability for household load-profile clustering",
    author="H. Rosen",
    packages=find_packages(exclude=["tests", "notebooks", "scripts"]),
    python_requires=">=3.7,<3.9",
    install_requires=[
        "numpy>=1.18,<1.20",
        "scipy>=1.4,<1.6",
        "pandas>=1.0,<1.2",
        "scikit-learn>=0.22,<0.24",
        "matplotlib>=3.1,<3.4",
        "PyYAML>=5.1",
    ],
    extras_require={"notebooks": ["papermill>=2.1", "ipykernel>=5.1"], "dev": ["pytest", "flake8"]},
)
