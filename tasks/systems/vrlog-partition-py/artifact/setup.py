from distutils.core import setup

setup(
    name="vrlog",
    version="0.7.2",
    description="A small leader-based replicated log for fault-injection experiments",
    packages=["vrlog", "harness"],
    python_requires=">=3.6",
)
