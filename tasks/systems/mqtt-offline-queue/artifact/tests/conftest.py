import os
import sys

# tests import bench.* without an installed package
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
