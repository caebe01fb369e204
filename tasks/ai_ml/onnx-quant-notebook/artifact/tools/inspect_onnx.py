#!/usr/bin/env python3
"""Print a summary of an ONNX file: opsets, IR version, inputs/outputs, node histogram and
initializer sizes.  Useful to see what the quantiser did to a graph.

    python tools/inspect_onnx.py work/paper/model_int8_static.onnx
"""
import argparse
import collections

import numpy as np
import onnx
from onnx import numpy_helper


def describe(path, show_nodes=False):
    m = onnx.load(path)
    print("file        ", path)
    print("ir_version  ", m.ir_version)
    print("opsets      ", ", ".join("%s:%d" % (o.domain or "ai.onnx", o.version) for o in m.opset_import))
    print("producer    ", m.producer_name, m.producer_version)
    for i in m.graph.input:
        dims = [d.dim_param or d.dim_value for d in i.type.tensor_type.shape.dim]
        print("input       ", i.name, dims)
    for o in m.graph.output:
        dims = [d.dim_param or d.dim_value for d in o.type.tensor_type.shape.dim]
        print("output      ", o.name, dims)
    hist = collections.Counter(n.op_type for n in m.graph.node)
    print("nodes       ", ", ".join("%s x%d" % kv for kv in sorted(hist.items())))
    total = 0
    for init in m.graph.initializer:
        arr = numpy_helper.to_array(init)
        total += arr.nbytes
        if arr.size > 16:
            print("  init %-28s %-8s %-14s %8d B  range [%.4g, %.4g]" % (
                init.name, arr.dtype, arr.shape, arr.nbytes, float(np.min(arr)), float(np.max(arr))))
    print("weights      %.1f KB" % (total / 1024.0))
    if show_nodes:
        for n in m.graph.node:
            print("  %-22s %-24s %s -> %s" % (n.op_type, n.name, list(n.input), list(n.output)))


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("paths", nargs="+")
    ap.add_argument("--nodes", action="store_true", help="list every node")
    args = ap.parse_args()
    for p in args.paths:
        describe(p, args.nodes)
        print()


if __name__ == "__main__":
    main()
