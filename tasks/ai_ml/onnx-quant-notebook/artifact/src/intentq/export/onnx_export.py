"""Write a BagMLP as an ONNX graph.

Graph (opset 11 or 13):

    input_ids[N,S] --Gather(E)--> emb[N,S,D] --Mul(mask[N,S,1])--> --ReduceSum(1)--> sum[N,D]
    attention_mask[N,S] --ReduceSum(1, keepdims)--> cnt[N,1] --Max(1)--> --Div--> h0[N,D]
    h0 --MatMul(W1)--Add(b1)--Relu--MatMul(W2)--Add(b2)--> logits[N,C]

The weights are stored as float32 initializers.  Node names are stable ("emb_gather",
"fc1_matmul", ...) so that quantisation recipes can address them.
"""
import numpy as np
import onnx
from onnx import helper, numpy_helper

INPUT_NAMES = ("input_ids", "attention_mask")
OUTPUT_NAME = "logits"
PRODUCER = "intentq-export"
PRODUCER_VERSION = "0.4.1"
IR_VERSION = 6            # what onnxruntime 1.6 reads; bump together with the opset
SUPPORTED_OPSETS = (11, 13)


def _tensor_type(dtype):
    return onnx.mapping.NP_TYPE_TO_TENSOR_TYPE[np.dtype(dtype)]


def _init(name, array, dtype=np.float32):
    return numpy_helper.from_array(np.ascontiguousarray(array, dtype=dtype), name=name)


def _value_info(name, dtype, shape):
    return helper.make_tensor_value_info(name, _tensor_type(dtype), shape)


def _reduce_sum(opset, inp, out, axis, keepdims, name, inits):
    if opset >= 13:
        axes_name = name + "_axes"
        inits.append(_init(axes_name, np.array([axis]), dtype=np.int64))
        return helper.make_node("ReduceSum", [inp, axes_name], [out], keepdims=keepdims, name=name)
    return helper.make_node("ReduceSum", [inp], [out], axes=[axis], keepdims=keepdims, name=name)


def _unsqueeze(opset, inp, out, axis, name, inits):
    if opset >= 13:
        axes_name = name + "_axes"
        inits.append(_init(axes_name, np.array([axis]), dtype=np.int64))
        return helper.make_node("Unsqueeze", [inp, axes_name], [out], name=name)
    return helper.make_node("Unsqueeze", [inp], [out], axes=[axis], name=name)


def build_graph(params, opset=11, doc=""):
    if opset not in SUPPORTED_OPSETS:
        raise ValueError("opset %d not supported (use one of %s)" % (opset, SUPPORTED_OPSETS))
    inits = [
        _init("emb.weight", params["E"]),
        _init("fc1.weight", params["W1"]),
        _init("fc1.bias", params["b1"]),
        _init("fc2.weight", params["W2"]),
        _init("fc2.bias", params["b2"]),
        _init("one", np.array([1.0])),
    ]
    n = []
    n.append(helper.make_node("Gather", ["emb.weight", "input_ids"], ["emb"], axis=0, name="emb_gather"))
    n.append(_unsqueeze(opset, "attention_mask", "mask3", 2, "mask_unsqueeze", inits))
    n.append(helper.make_node("Mul", ["emb", "mask3"], ["emb_masked"], name="emb_mask"))
    n.append(_reduce_sum(opset, "emb_masked", "emb_sum", 1, 0, "emb_sum", inits))
    n.append(_reduce_sum(opset, "attention_mask", "tok_count", 1, 1, "tok_count", inits))
    n.append(helper.make_node("Max", ["tok_count", "one"], ["tok_count_safe"], name="tok_count_safe"))
    n.append(helper.make_node("Div", ["emb_sum", "tok_count_safe"], ["h0"], name="mean_pool"))
    n.append(helper.make_node("MatMul", ["h0", "fc1.weight"], ["fc1_mm"], name="fc1_matmul"))
    n.append(helper.make_node("Add", ["fc1_mm", "fc1.bias"], ["fc1_out"], name="fc1_bias"))
    n.append(helper.make_node("Relu", ["fc1_out"], ["h1"], name="fc1_relu"))
    n.append(helper.make_node("MatMul", ["h1", "fc2.weight"], ["fc2_mm"], name="fc2_matmul"))
    n.append(helper.make_node("Add", ["fc2_mm", "fc2.bias"], [OUTPUT_NAME], name="fc2_bias"))
    n_classes = params["W2"].shape[1]
    graph = helper.make_graph(
        n, "bag_mlp",
        inputs=[_value_info("input_ids", np.int64, ["batch", "seq"]),
                _value_info("attention_mask", np.float32, ["batch", "seq"])],
        outputs=[_value_info(OUTPUT_NAME, np.float32, ["batch", n_classes])],
        initializer=inits, doc_string=doc)
    return graph


def export_onnx(model, path, opset=11, labels=None, check=True):
    """Write ``model`` (a BagMLP) to ``path``; returns the ModelProto."""
    graph = build_graph(model.params, opset=opset, doc="BagMLP %s" % (model.config,))
    proto = helper.make_model(graph, producer_name=PRODUCER, producer_version=PRODUCER_VERSION,
                              opset_imports=[helper.make_opsetid("", opset)])
    proto.ir_version = IR_VERSION if opset < 13 else 7
    if labels is not None:
        helper.set_model_props(proto, {"labels": ",".join(labels)})
    if check:
        onnx.checker.check_model(proto)
    onnx.save(proto, path)
    return proto
