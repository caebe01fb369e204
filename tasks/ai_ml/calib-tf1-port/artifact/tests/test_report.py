from tricalib.eval import report

RESULTS = {
    'n_train': 4200, 'n_test': 1800, 'seeds': [1, 2],
    'rows': {
        'plain': {'acc': 0.78, 'nll': 0.46, 'ece': 0.04, 'brier': 0.15, 'auc': 0.87, 'acc_std': 0.01},
        'l2': {'acc': 0.79, 'nll': 0.44, 'ece': 0.05, 'brier': 0.14, 'auc': 0.88},
    },
}


def test_best_rows():
    best = report.best_rows(RESULTS['rows'])
    assert best['acc'] == 'l2'
    assert best['nll'] == 'l2'
    assert best['ece'] == 'plain'


def test_markdown_layout():
    text = report.markdown(RESULTS)
    lines = text.splitlines()
    assert lines[0].startswith('| setting | accuracy | NLL')
    assert lines[2].startswith('| l2 |')  # rows sorted by name
    assert '0.7800 ± 0.0100' in text
    assert '**0.0400**' in text
    assert text.rstrip().endswith('4200 training / 1800 test records, seeds [1, 2].')
