"""meterboost: condition tagging of smart-meter days with a gradient-boosted tree ensemble."""
__version__ = "1.3.2"
