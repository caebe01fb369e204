/* test_trace.c -- the trace readers on small files written here. */
#include <stdio.h>
#include <string.h>
#include "unit.h"
#include "sim.h"
#include "config.h"

static void write_file(const char *path, const char *text)
{
    FILE *f = fopen(path, "w");

    fputs(text, f);
    fclose(f);
}

static void write_bin(const char *path)
{
    static const unsigned char rec_ids[3] = { 5, 9, 5 };
    unsigned char h[16] = { 'C', 'S', 'T', 'R', 1, 0, 0, 0, 3, 0, 0, 0, 0, 0, 0, 0 };
    unsigned char rec[16];
    FILE *f = fopen(path, "wb");
    int i;

    fwrite(h, 1, sizeof h, f);
    for (i = 0; i < 3; i++) {
        memset(rec, 0, sizeof rec);
        rec[0] = (unsigned char)i;          /* timestamp */
        rec[4] = rec_ids[i];                /* id, little-endian */
        rec[11] = 0x01;                     /* high byte: id += 1 << 56 */
        rec[12] = 64;                       /* size */
        fwrite(rec, 1, sizeof rec, f);
    }
    fclose(f);
}

int main(void)
{
    struct trace t;

    conf_defaults(&conf);

    write_file("tests/t.tmp.txt", "# comment\n7\n\n 3 \r\n7\n18446744073709551614\n");
    CHECK(trace_load("tests/t.tmp.txt", &t) == 0, "text trace loads");
    CHECK(t.n == 4 && t.max_key == 2, "text: 4 requests, 3 objects");
    CHECK(t.keys[0] == 0 && t.keys[1] == 1 && t.keys[2] == 0 && t.keys[3] == 2,
          "text: ids renumbered in order of first appearance");
    trace_free(&t);

    write_file("tests/t.tmp.bad", "1\n2x\n");
    CHECK(trace_load("tests/t.tmp.bad", &t) != 0, "text: bad record is an error");

    write_file("tests/t.tmp.csv", "timestamp,obj,size,op\n1,100,10,GET\n2,200,10,PUT\n"
                                  "3,100,10,get\n4,300,5,DELETE\n");
    conf.csv_op_column = 4;
    CHECK(trace_load("tests/t.tmp.csv", &t) == 0, "csv trace loads (sniffed)");
    CHECK(t.n == 2 && t.n_skipped == 2 && t.keys[0] == t.keys[1], "csv: GETs kept, others skipped");
    trace_free(&t);
    conf.csv_op_column = 0;
    CHECK(trace_load("tests/t.tmp.csv", &t) == 0 && t.n == 4, "csv: no op column, all kept");
    trace_free(&t);

    write_bin("tests/t.tmp.bin");
    CHECK(trace_load("tests/t.tmp.bin", &t) == 0, "binary trace loads (sniffed)");
    CHECK(t.n == 3 && t.max_key == 1 && t.keys[0] == t.keys[2], "bin: 3 requests, 2 objects");
    trace_free(&t);

    conf.limit = 2;
    CHECK(trace_load("tests/t.tmp.bin", &t) == 0 && t.n == 2, "trace.limit stops early");
    trace_free(&t);
    conf.limit = 0;

#ifdef HAVE_ZLIB
    /* tests/tiny.trace.gz is made by `make check` with gzip */
    CHECK(trace_load("tests/tiny.trace.gz", &t) == 0 && t.n == 12, "gzip trace loads");
    trace_free(&t);
#endif
    remove("tests/t.tmp.txt");
    remove("tests/t.tmp.bad");
    remove("tests/t.tmp.csv");
    remove("tests/t.tmp.bin");
    return 0;
}
