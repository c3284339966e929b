#!/usr/bin/env python3
"""An independent reference for cli/src/sprt.rs: the pentanomial GSPRT of
fishtest (Michel Van den Bergh's LLRcalc), written from its definition in
plain Python, by another route than the Rust code.

A pair of games (one opening, both colours) scores 0, 1/4, 1/2, 3/4 or 1
per game for player A; counts[i] pairs scored i/4. A count of 0 is taken as
1e-3 (fishtest's regularisation), so that every outcome has some weight.

Under the hypothesis "the expected score is s" the most likely distribution
p is the one nearest the observed one (phat) in Kullback-Leibler divergence
among those with mean s, and

    D(phat || p_s) = max over lam of sum_i phat_i log(1 + lam (x_i - s)),

a concave function of lam (the dual of the constrained maximum). The Rust
code solves sum_i phat_i (x_i - s) / (1 + lam (x_i - s)) = 0 for lam by
bisection; this script maximises the dual by golden-section search instead.

    LLR = N (D(phat || p_s0) - D(phat || p_s1)),  s = 1 / (1 + 10^(-elo/400))

with N the number of pairs. Elo: the mean score per game mu (of the
regularised counts), its 95% interval mu +- 1.959964 sigma / sqrt(N) with
sigma the standard deviation of a pair's score per game, each turned into
Elo by -400 log10(1/mu - 1).

Run: python3 cli/tests/data/sprt_reference.py  (its output is pasted into
the test `the_reference_values_agree` in cli/src/sprt.rs).
"""

import math

XS = [i / 4 for i in range(5)]


def pdf(counts):
    counts = [c if c > 0 else 1e-3 for c in counts]
    n = sum(counts)
    return n, [c / n for c in counts]


def dual(phat, s, lam):
    total = 0.0
    for x, p in zip(XS, phat):
        v = 1 + lam * (x - s)
        if v <= 0:
            return -math.inf
        total += p * math.log(v)
    return total


def divergence(phat, s):
    # lam keeps every 1 + lam (x - s) above 0: -1/(1-s) < lam < 1/s.
    lo, hi = -1 / (1 - s), 1 / s
    g = (math.sqrt(5) - 1) / 2
    a, b = lo + 1e-15, hi - 1e-15
    c, d = b - g * (b - a), a + g * (b - a)
    for _ in range(300):
        if dual(phat, s, c) > dual(phat, s, d):
            b = d
        else:
            a = c
        c, d = b - g * (b - a), a + g * (b - a)
    return dual(phat, s, (a + b) / 2)


def score(elo):
    return 1 / (1 + 10 ** (-elo / 400))


def elo(mu):
    # An interval that reaches a score of 0 or 1 has no Elo at that end.
    if mu <= 0:
        return -math.inf
    if mu >= 1:
        return math.inf
    return -400 * math.log10(1 / mu - 1)


def llr(counts, elo0, elo1):
    n, phat = pdf(counts)
    return n * (divergence(phat, score(elo0)) - divergence(phat, score(elo1)))


def estimate(counts):
    n, phat = pdf(counts)
    mu = sum(x * p for x, p in zip(XS, phat))
    var = sum(p * (x - mu) ** 2 for x, p in zip(XS, phat))
    half = 1.959963984540054 * math.sqrt(var) / math.sqrt(n)
    return elo(mu), elo(mu - half), elo(mu + half)


CASES = [
    ([10, 20, 40, 20, 10], 0, 5),
    ([5, 30, 100, 40, 8], 0, 5),
    ([5, 30, 100, 40, 8], -5, 0),
    ([0, 3, 50, 60, 20], 0, 10),
    ([12, 80, 150, 90, 20], 0, 2),
    ([1, 0, 0, 0, 0], 0, 5),
]

if __name__ == "__main__":
    for counts, e0, e1 in CASES:
        e, lo, hi = estimate(counts)
        print(
            f"{counts} elo0 {e0} elo1 {e1}: llr {llr(counts, e0, e1):.6f} "
            f"elo {e:.4f} [{lo:.4f}, {hi:.4f}]"
        )
    a = b = 0.05
    print(f"bounds {math.log(b / (1 - a)):.6f} {math.log((1 - b) / a):.6f}")
