"""Evaluation of the three rankers of Table 3 on the test-period sessions."""
import numpy as np

from . import features, logutil, metrics, ranker

log = logutil.get("covis.evaluate")

METHODS = ("popularity", "covis", "covis+lr")


def _groups(session_ids):
    """Boundaries of runs of equal session ids (the rows are ordered by session)."""
    if len(session_ids) == 0:
        return []
    cuts = np.nonzero(np.diff(session_ids))[0] + 1
    starts = np.concatenate([[0], cuts])
    ends = np.concatenate([cuts, [len(session_ids)]])
    return list(zip(starts, ends))


def load_matrix(rows):
    arr = np.array(rows, dtype=float) if rows else np.zeros((0, 12))
    sess = arr[:, 0].astype(np.int64)
    item = arr[:, 1].astype(np.int64)
    is_train = arr[:, 2].astype(bool)
    label = arr[:, 3].astype(int)
    X = arr[:, 4:]
    return sess, item, is_train, label, X


def ranks_for(scores, tiebreak, sess, label, mask, test_sessions):
    """Rank of the target in every test query; queries without candidates count as misses."""
    idx = np.nonzero(mask)[0]
    by_session = {}
    for a, b in _groups(sess[idx]):
        rows = idx[a:b]
        by_session[int(sess[rows[0]])] = metrics.rank_of_target(scores[rows], label[rows], tiebreak[rows])
    return [by_session.get(s) for s in test_sessions]


def run(conn, ds, cfg, test_sessions):
    k = int(cfg["eval"]["cutoff"])
    rows = features.fetch_candidate_features(conn, ds)
    sess, item, is_train, label, X = load_matrix(rows)
    log.info("%d candidate rows (%d train, %d test)", len(sess), int(is_train.sum()), int((~is_train).sum()))
    col = {name: X[:, i] for i, name in enumerate(features.FEATURE_COLUMNS)}
    test = ~is_train
    out = {}

    pop_scores = -col["pop_rank"]
    out["popularity"] = metrics.summarise(ranks_for(pop_scores, item, sess, label, test, test_sessions), k)

    out["covis"] = metrics.summarise(
        ranks_for(col["covis_w"], col["pop_rank"], sess, label, test, test_sessions), k)

    Z = ranker.transform(X, int(cfg["candidates"]["k_covis"]))
    model = ranker.fit(Z[is_train], label[is_train], cfg)
    lr_scores = ranker.score(model, Z)
    out["covis+lr"] = metrics.summarise(ranks_for(lr_scores, item, sess, label, test, test_sessions), k)
    coef = ranker.coefficients(model, list(ranker.MODEL_FEATURES))
    train_pos = int(label[is_train].sum())
    return out, {"coefficients": coef, "train_rows": int(is_train.sum()), "train_positives": train_pos}
