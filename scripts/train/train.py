#!/usr/bin/python3
"""Train the Gomoku 15x15 policy/value net of core/engines/mcts and write its weights as JSON.

  /usr/bin/python3 scripts/train/train.py --data A.jsonl [B.jsonl ...] --out core/engines/mcts/weights/gomoku15.json \
      [--seed 1] [--epochs 6] [--init OLD.json]

Library: PyTorch (Debian's python3-torch): autograd and Adam on CPU are all a net this small needs.
The architecture here and core/nn/policy-value-net.ts must agree: 3 input planes (stones of the side to move,
the opponent's, ones), a trunk of LAYERS 3x3 convolutions of CHANNELS channels with ReLU (zero
padding), a policy head (1x1 conv -> 225 logits) and a value head (1x1 conv to VALUE_CHANNELS, linear,
then VALUE_CHANNELS*225 -> HIDDEN fully connected, ReLU, HIDDEN -> 1, tanh). No batch norm, so nothing
is folded at export. The value conv has no ReLU: with one, its two channels died in training (all
outputs zero, the value a constant; weight format 1), so format 2 drops it.

Targets: the move played (alpha-beta and UCT games) or the visit counts (MCTS games), and the game's
result for the side to move. Every batch is turned by one of the 8 symmetries of the square.

The INT8 activation scales are calibrated here, after training: the largest |activation| at the
input of each layer over the calibration set (CALIBRATION positions of the held-out games, the
first ones in file order), written beside the weights. Weights stay FP32 in the file;
core/nn/quantise.ts derives the per-channel INT8 weights from them.
"""
import argparse
import json
import os
import random
import time

import torch
import torch.nn as nn
import torch.nn.functional as F

SIZE = 15
CELLS = SIZE * SIZE
PLANES = 3
CHANNELS = 16
LAYERS = 4
HIDDEN = 32
VALUE_CHANNELS = 2
CALIBRATION = 512
REFERENCE = 4


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.trunk = nn.ModuleList(
            [nn.Conv2d(PLANES if i == 0 else CHANNELS, CHANNELS, 3, padding=1) for i in range(LAYERS)])
        self.policy = nn.Conv2d(CHANNELS, 1, 1)
        self.value_conv = nn.Conv2d(CHANNELS, VALUE_CHANNELS, 1)
        self.value_fc1 = nn.Linear(VALUE_CHANNELS * CELLS, HIDDEN)
        self.value_fc2 = nn.Linear(HIDDEN, 1)

    def forward(self, x, taps=None):
        for conv in self.trunk:
            if taps is not None:
                taps.append(x)
            x = F.relu(conv(x))
        if taps is not None:
            taps.append(x)  # input of both 1x1 heads
        p = self.policy(x).flatten(1)
        v = self.value_conv(x).flatten(1)
        if taps is not None:
            taps.append(v)
        v = F.relu(self.value_fc1(v))
        if taps is not None:
            taps.append(v)
        return p, torch.tanh(self.value_fc2(v)).squeeze(1)


def positions(path):
    """(own, opp, policy target as {cell: weight}, value for the side to move) per searched move."""
    out = []
    with open(path) as f:
        for n, line in enumerate(f, 1):
            g = json.loads(line)
            moves, winner, first = g['moves'], g['winner'], g['opening']
            visits = g.get('visits')
            cells = [y * SIZE + x for x, y in moves]
            for i in range(first, len(cells)):
                side = i % 2
                own = [c for j, c in enumerate(cells[:i]) if j % 2 == side]
                opp = [c for j, c in enumerate(cells[:i]) if j % 2 != side]
                target = {c: v for c, v in visits[i - first]} if visits else {cells[i]: 1}
                z = 0.0 if winner is None else (1.0 if winner == side else -1.0)
                out.append((own, opp, target, z))
    return out


def tensors(batch):
    x = torch.zeros(len(batch), PLANES, CELLS)
    pi = torch.zeros(len(batch), CELLS)
    z = torch.zeros(len(batch))
    for k, (own, opp, target, v) in enumerate(batch):
        x[k, 0, own] = 1
        x[k, 1, opp] = 1
        x[k, 2, :] = 1
        total = sum(target.values())
        for c, w in target.items():
            pi[k, c] = w / total
        z[k] = v
    return x.view(-1, PLANES, SIZE, SIZE), pi.view(-1, 1, SIZE, SIZE), z


def symmetry(t, k):
    t = torch.rot90(t, k % 4, (2, 3))
    return torch.flip(t, (3,)) if k >= 4 else t


def loss_of(net, x, pi, z):
    p, v = net(x)
    return -(pi.flatten(1) * F.log_softmax(p, 1)).sum(1).mean(), F.mse_loss(v, z)


def export(net, calib, meta, path):
    taps = []
    with torch.no_grad():
        net(tensors(calib)[0], taps)
    scales = [max(float(t.abs().max()), 1e-6) for t in taps]

    def layer(m):
        return {'w': [round(float(v), 7) for v in m.weight.detach().flatten()],
                'b': [round(float(v), 7) for v in m.bias.detach().flatten()]}

    # PyTorch's own outputs on a few held-out positions: core/nn's FP32 path is tested against them.
    ref = calib[:REFERENCE]
    with torch.no_grad():
        rp, rv = net(tensors(ref)[0])
    reference = [{'own': own, 'opp': opp, 'value': round(float(rv[k]), 6), 'logits': [round(float(v), 5) for v in rp[k]]}
                 for k, (own, opp, _, _) in enumerate(ref)]
    doc = {
        'format': 2, 'name': 'gomoku15', 'size': SIZE, 'planes': PLANES, 'channels': CHANNELS,
        'layers': LAYERS, 'valueChannels': VALUE_CHANNELS, 'hidden': HIDDEN,
        'trunk': [layer(c) for c in net.trunk], 'policy': layer(net.policy),
        'valueConv': layer(net.value_conv), 'valueFc1': layer(net.value_fc1), 'valueFc2': layer(net.value_fc2),
        # max |a| at the input of trunk layers 0..LAYERS-1, the heads, value fc1, value fc2.
        'activationMax': scales,
        'calibration': f'the first {len(calib)} positions of the held-out games, max |activation| per layer input',
        'training': meta,
        'reference': reference,
    }
    with open(path, 'w') as f:
        json.dump(doc, f, separators=(',', ':'))
        f.write('\n')


def load(net, path):
    doc = json.load(open(path))
    with torch.no_grad():
        for m, d in list(zip(net.trunk, doc['trunk'])) + [(net.policy, doc['policy']), (net.value_conv, doc['valueConv']),
                                                          (net.value_fc1, doc['valueFc1']), (net.value_fc2, doc['valueFc2'])]:
            m.weight.copy_(torch.tensor(d['w']).view_as(m.weight))
            m.bias.copy_(torch.tensor(d['b']).view_as(m.bias))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--data', nargs='+', required=True)
    ap.add_argument('--out', required=True)
    ap.add_argument('--seed', type=int, default=1)
    ap.add_argument('--epochs', type=int, default=6)
    ap.add_argument('--batch', type=int, default=256)
    ap.add_argument('--lr', type=float, default=2e-3)
    ap.add_argument('--threads', type=int, default=2)
    ap.add_argument('--init', help='start from these weights (the second round, on self-play of the new search)')
    a = ap.parse_args()
    torch.manual_seed(a.seed)
    random.seed(a.seed)
    torch.set_num_threads(a.threads)
    t0 = time.time()
    games = []
    for path in a.data:
        games += positions(path)
    random.shuffle(games)
    held = max(CALIBRATION, len(games) // 20)
    test, train = games[:held], games[held:]
    print(f'{len(train)} training positions, {len(test)} held out', flush=True)
    net = Net()
    if a.init:
        load(net, a.init)
    opt = torch.optim.Adam(net.parameters(), lr=a.lr, weight_decay=1e-4)
    sched = torch.optim.lr_scheduler.CosineAnnealingLR(opt, a.epochs * (len(train) // a.batch + 1))
    xt, pt, zt = tensors(test)
    for epoch in range(a.epochs):
        random.shuffle(train)
        net.train()
        for b in range(0, len(train), a.batch):
            x, pi, z = tensors(train[b:b + a.batch])
            k = random.randrange(8)
            lp, lv = loss_of(net, symmetry(x, k), symmetry(pi, k), z)
            opt.zero_grad()
            (lp + lv).backward()
            opt.step()
            sched.step()
        net.eval()
        with torch.no_grad():
            lp, lv = loss_of(net, xt, pt, zt)
            p, _ = net(xt)
            top1 = float((p.argmax(1) == pt.flatten(1).argmax(1)).float().mean())
        print(f'epoch {epoch + 1}: held-out policy loss {lp:.3f}, value mse {lv:.3f}, top-1 {top1:.3f}, {time.time() - t0:.0f} s', flush=True)
    # File names only: the weights are committed, the machine's paths are not.
    args = {k: (os.path.basename(v) if k in ('out', 'init') else v) for k, v in vars(a).items() if v is not None and k != 'data'}
    meta = {'command': 'scripts/train/train.py ' + ' '.join(f'--{k} {v}' for k, v in args.items()) + ' --data ' + ' '.join(os.path.basename(p) for p in a.data),
            'seed': a.seed, 'positions': len(train), 'epochs': a.epochs, 'seconds': round(time.time() - t0),
            'heldOut': {'policyLoss': round(float(lp), 4), 'valueMse': round(float(lv), 4), 'top1': round(top1, 4)}}
    export(net, test[:CALIBRATION], meta, a.out)
    print(f'wrote {a.out}', flush=True)


if __name__ == '__main__':
    main()
