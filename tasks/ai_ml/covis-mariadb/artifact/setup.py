from setuptools import find_packages, setup

setup(
    name="covis",
    version="0.4.2",
    description="A SQL feature store for co-visitation recommenders (MariaDB)",
    packages=find_packages(exclude=("tests", "experiments", "tools")),
    python_requires=">=3.7",
    install_requires=[
        "numpy>=1.19,<1.22",
        "mysqlclient>=2.0,<2.1",
        "PyYAML>=5.3,<6",
    ],
    entry_points={"console_scripts": ["covis=covis.cli:main"]},
)
