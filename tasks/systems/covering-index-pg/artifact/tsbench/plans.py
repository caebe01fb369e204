"""Reading EXPLAIN (FORMAT JSON) output."""

SCAN_NODES = ("Seq Scan", "Index Scan", "Index Only Scan", "Bitmap Heap Scan",
              "Bitmap Index Scan", "Tid Scan")


def walk(plan):
    yield plan
    for child in plan.get("Plans", []):
        yield from walk(child)


def scan_node(plan, relation="readings"):
    """Scan node that reads `relation` (depth-first), e.g. 'Index Only Scan'."""
    for node in walk(plan):
        if node["Node Type"] in SCAN_NODES and node.get("Relation Name") == relation:
            return node["Node Type"]
    for node in walk(plan):          # bitmap index scans name the index only
        if node["Node Type"] in SCAN_NODES:
            return node["Node Type"]
    return None


def index_names(plan):
    return sorted({n["Index Name"] for n in walk(plan) if "Index Name" in n})


def heap_fetches(plan):
    """Sum of 'Heap Fetches' of index-only scans (EXPLAIN ANALYZE only)."""
    return sum(n.get("Heap Fetches", 0) for n in walk(plan))


def describe(plan):
    parts = []
    for n in walk(plan):
        label = n["Node Type"]
        if "Relation Name" in n:
            label += " on " + n["Relation Name"]
        if "Index Name" in n:
            label += " using " + n["Index Name"]
        parts.append(label)
    return " -> ".join(parts)
