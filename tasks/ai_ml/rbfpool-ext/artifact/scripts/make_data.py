#!/usr/bin/env python3
"""Generate the synthetic shape data set of a config (data/shapes_seed<seed>.npz)."""
import logging

import _common

from rbfpool.data import generate


def main():
    args = _common.base_parser(__doc__).parse_args()
    cfg = _common.load(args)
    d = cfg["data"]
    path = generate(d["dir"], int(d["seed"]), int(d["n_train"]), int(d["n_test"]),
                    int(d["n_points"]), float(d["noise"]), float(d["stretch"]))
    logging.getLogger("make_data").info("wrote %s (%d train / %d test shapes of %d points)",
                                        path, d["n_train"], d["n_test"], d["n_points"])


if __name__ == "__main__":
    main()
