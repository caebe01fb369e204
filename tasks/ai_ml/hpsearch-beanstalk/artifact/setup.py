from setuptools import find_packages, setup

setup(
    name="hpsearch",
    version="0.3.1",
    description="Successive-halving hyper-parameter search over a beanstalkd work queue",
    packages=find_packages(exclude=["tests"]),
    python_requires=">=3.6",
    install_requires=["numpy>=1.16", "beanstalkc>=0.4"],
    extras_require={"test": ["pytest"], "figures": ["matplotlib"]},
    entry_points={"console_scripts": [
        "hps-coordinator=hpsearch.coordinator:main",
        "hps-worker=hpsearch.worker:main",
    ]},
)
