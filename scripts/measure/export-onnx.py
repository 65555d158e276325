#!/usr/bin/python3
"""Write the Gomoku policy/value net (core/engines/mcts/weights/gomoku15.json) as ONNX models, for
scripts/measure/onnxruntime-vs-kernels.ts only: onnxruntime-node is not a project dependency.

    apt-get install -y python3-onnx      # Debian's onnx 1.12 (only its protobuf helpers are used)
    /usr/bin/python3 scripts/measure/export-onnx.py core/engines/mcts/weights/gomoku15.json /tmp/onnx

writes /tmp/onnx/gomoku15.onnx (FP32), /tmp/onnx/gomoku15-int8-qdq.onnx (INT8, QDQ format, 8-bit weights)
and /tmp/onnx/gomoku15-int8-qdq-r7.onnx (the same with 7-bit weights, -63..63: the quantiser's
reduce_range, which its documentation recommends on x86 CPUs without VNNI, whose u8 x s8 kernel
(vpmaddubsw) saturates pairs of products at int16).

FP32: input x [N,3,15,15] -> 4 x (3x3 conv 16ch, pad 1, ReLU) -> policy 1x1 conv -> logits [N,225];
value 1x1 conv (linear) -> flatten 450 -> Gemm 32 + ReLU -> Gemm 1 -> tanh -> value [N,1]. The weights
are the JSON's, in PyTorch's layout, so no torch is needed.

INT8: onnxruntime's own static quantiser (onnxruntime.quantization.quantize_static) is a Python package
that is not on the package registries this machine reaches (npm and Debian only), so this script writes
the graph that quantiser emits in its QDQ format: per-output-channel symmetric int8 weights
(DequantizeLinear on int8 initialisers), int32 biases at s_in * s_w, per-tensor activations
QuantizeLinear/DequantizeLinear with the net's calibrated ranges (activationMax), and each Conv+ReLU
quantised over [0, max] (scale max/255, zero point -128) so the ReLU is folded into the clamp as the
quantiser does. onnxruntime's graph optimiser fuses DQ -> Conv -> Q into QLinearConv (and DQ -> Gemm -> Q
into QGemm); the measuring script checks which fused ops the optimised graph holds.
"""
import json
import os
import sys

import numpy as np
import onnx
from onnx import TensorProto, helper, numpy_helper

OPSET = 13


def main():
    src, out_dir = sys.argv[1], sys.argv[2]
    d = json.load(open(src))
    os.makedirs(out_dir, exist_ok=True)
    size, planes, ch, vch, hidden = d['size'], d['planes'], d['channels'], d['valueChannels'], d['hidden']
    cells = size * size

    def arr(layer, shape):
        return np.array(layer['w'], dtype=np.float32).reshape(shape), np.array(layer['b'], dtype=np.float32)

    trunk = [arr(t, (ch, planes if i == 0 else ch, 3, 3)) for i, t in enumerate(d['trunk'])]
    policy = arr(d['policy'], (1, ch, 1, 1))
    vconv = arr(d['valueConv'], (vch, ch, 1, 1))
    fc1 = arr(d['valueFc1'], (hidden, vch * cells))
    fc2 = arr(d['valueFc2'], (1, hidden))
    amax = d['activationMax']
    L = len(trunk)

    x = helper.make_tensor_value_info('x', TensorProto.FLOAT, ['N', planes, size, size])
    outs = [helper.make_tensor_value_info('logits', TensorProto.FLOAT, ['N', cells]),
            helper.make_tensor_value_info('value', TensorProto.FLOAT, ['N', 1])]

    # ---- FP32
    inits, nodes = [], []

    def init(name, a):
        inits.append(numpy_helper.from_array(a, name))
        return name

    h = 'x'
    for i, (w, b) in enumerate(trunk):
        nodes.append(helper.make_node('Conv', [h, init(f't{i}.w', w), init(f't{i}.b', b)], [f't{i}.c'], pads=[1, 1, 1, 1], kernel_shape=[3, 3]))
        nodes.append(helper.make_node('Relu', [f't{i}.c'], [f't{i}']))
        h = f't{i}'
    nodes.append(helper.make_node('Conv', [h, init('p.w', policy[0]), init('p.b', policy[1])], ['p.c'], kernel_shape=[1, 1]))
    nodes.append(helper.make_node('Flatten', ['p.c'], ['logits'], axis=1))
    nodes.append(helper.make_node('Conv', [h, init('v.w', vconv[0]), init('v.b', vconv[1])], ['v.c'], kernel_shape=[1, 1]))
    nodes.append(helper.make_node('Flatten', ['v.c'], ['v.f'], axis=1))
    nodes.append(helper.make_node('Gemm', ['v.f', init('f1.w', fc1[0]), init('f1.b', fc1[1])], ['f1.g'], transB=1))
    nodes.append(helper.make_node('Relu', ['f1.g'], ['f1']))
    nodes.append(helper.make_node('Gemm', ['f1', init('f2.w', fc2[0]), init('f2.b', fc2[1])], ['f2'], transB=1))
    nodes.append(helper.make_node('Tanh', ['f2'], ['value']))
    save(helper.make_graph(nodes, 'gomoku15_fp32', [x], outs, inits), os.path.join(out_dir, f"{d['name']}.onnx"))

    for bits, suffix in ((8, ''), (7, '-r7')):
        save(int8_graph(size, planes, cells, trunk, policy, vconv, fc1, fc2, amax, x, outs, bits),
             os.path.join(out_dir, f"{d['name']}-int8-qdq{suffix}.onnx"))


def int8_graph(size, planes, cells, trunk, policy, vconv, fc1, fc2, amax, x, outs, bits):
    """The INT8 QDQ graph; weights in -(2^(bits-1)-1)..2^(bits-1)-1."""
    L = len(trunk)
    wmax = 2 ** (bits - 1) - 1
    inits, nodes = [], []

    def init(name, a):
        inits.append(numpy_helper.from_array(a, name))
        return name

    i8, i32 = np.int8, np.int32

    def qparams(name, scale, zp):
        return init(f'{name}.s', np.array(scale, dtype=np.float32)), init(f'{name}.z', np.array(zp, dtype=i8))

    def qdq(src_name, name, scale, zp):
        """Float tensor -> Q -> DQ; returns the dequantised name (and the quantised one)."""
        s, z = qparams(name, scale, zp)
        nodes.append(helper.make_node('QuantizeLinear', [src_name, s, z], [f'{name}.q']))
        nodes.append(helper.make_node('DequantizeLinear', [f'{name}.q', s, z], [f'{name}.dq']))
        return f'{name}.dq'

    def qweights(name, w, b, s_in):
        """Per-output-channel symmetric int8 weights and int32 biases at s_in * s_w, both dequantised."""
        flat = w.reshape(w.shape[0], -1)
        s_w = np.maximum(np.abs(flat).max(axis=1), 1e-30) / wmax
        s_w = np.where(np.abs(flat).max(axis=1) > 0, s_w, 1).astype(np.float32)
        qw = np.clip(np.round(w / s_w.reshape((-1,) + (1,) * (w.ndim - 1))), -wmax, wmax).astype(i8)
        s_b = (s_in * s_w).astype(np.float32)
        qb = np.round(b / s_b).astype(i32)
        wq, ws, wz = init(f'{name}.wq', qw), init(f'{name}.ws', s_w), init(f'{name}.wz', np.zeros(len(s_w), dtype=i8))
        nodes.append(helper.make_node('DequantizeLinear', [wq, ws, wz], [f'{name}.wdq'], axis=0))
        bq, bs, bz = init(f'{name}.bq', qb), init(f'{name}.bs', s_b), init(f'{name}.bz', np.zeros(len(s_b), dtype=i32))
        nodes.append(helper.make_node('DequantizeLinear', [bq, bs, bz], [f'{name}.bdq'], axis=0))
        return f'{name}.wdq', f'{name}.bdq'

    s_in = amax[0] / 127
    h = qdq('x', 'in', s_in, 0)
    for i, (w, b) in enumerate(trunk):
        wd, bd = qweights(f't{i}', w, b, s_in)
        nodes.append(helper.make_node('Conv', [h, wd, bd], [f't{i}.c'], pads=[1, 1, 1, 1], kernel_shape=[3, 3]))
        s_out = amax[i + 1] / 255  # ReLU folded: [0, max] over -128..127
        h = qdq(f't{i}.c', f't{i}', s_out, -128)
        s_in = s_out
    wd, bd = qweights('p', policy[0], policy[1], s_in)
    nodes.append(helper.make_node('Conv', [h, wd, bd], ['p.c'], kernel_shape=[1, 1]))
    nodes.append(helper.make_node('Flatten', ['p.c'], ['logits'], axis=1))
    wd, bd = qweights('v', vconv[0], vconv[1], s_in)
    nodes.append(helper.make_node('Conv', [h, wd, bd], ['v.c'], kernel_shape=[1, 1]))
    s_v = amax[L + 1] / 127  # linear: symmetric
    vs, vz = qparams('v', s_v, 0)
    nodes.append(helper.make_node('QuantizeLinear', ['v.c', vs, vz], ['v.q']))
    nodes.append(helper.make_node('Flatten', ['v.q'], ['v.fq'], axis=1))
    nodes.append(helper.make_node('DequantizeLinear', ['v.fq', vs, vz], ['v.f']))
    wd, bd = qweights('f1', fc1[0], fc1[1], s_v)
    nodes.append(helper.make_node('Gemm', ['v.f', wd, bd], ['f1.g'], transB=1))
    s_h = amax[L + 2] / 255
    h = qdq('f1.g', 'f1', s_h, -128)
    wd, bd = qweights('f2', fc2[0], fc2[1], s_h)
    nodes.append(helper.make_node('Gemm', [h, wd, bd], ['f2'], transB=1))
    nodes.append(helper.make_node('Tanh', ['f2'], ['value']))
    return helper.make_graph(nodes, f'gomoku15_int8_qdq_w{bits}', [x], outs, inits)


def save(graph, path):
    model = helper.make_model(graph, opset_imports=[helper.make_opsetid('', OPSET)], producer_name='fpga-arena export-onnx.py')
    model.ir_version = 8
    onnx.checker.check_model(model)
    onnx.save(model, path)
    print(f'wrote {path} ({os.path.getsize(path)} bytes, {len(graph.node)} nodes)')


if __name__ == '__main__':
    main()
