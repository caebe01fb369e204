import os
import sys

# run_table2.py lives at the top of the repository, not in a package
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
