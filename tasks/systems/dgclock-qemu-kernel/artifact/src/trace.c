/* trace.c -- reference-string recorder.
 *
 * With trace=N on the command line, the first N references of every run
 * are printed on the serial line, 16 per line:
 *
 *   TRACE <workload> <policy> <index of first ref> <ref> <ref> ...
 *
 * where <ref> is the virtual page number in hex followed by 'r' or 'w'.
 * tools/trace2csv.py turns the lines into CSV, tools/replay_trace.py
 * replays them through the user-space simulator.  See docs/trace-format.md.
 */
#include "vm.h"

#define PER_LINE 16

static u32 limit, count, line_fill;
static int cur_w, cur_p;
static char line[16 * 8 + 64];
static u32 line_len;

static void flush_line(void)
{
    if (line_fill == 0)
        return;
    line[line_len] = 0;
    kprintf("TRACE %s %s %u%s\n", workload_name(cur_w), policy_name((enum policy)cur_p),
            count - line_fill, line);
    line_len = 0;
    line_fill = 0;
}

void trace_begin(int w, int p, u32 n)
{
    cur_w = w;
    cur_p = p;
    limit = n;
    count = 0;
    line_fill = 0;
    line_len = 0;
}

void trace_ref(u32 vpn, int write)
{
    if (count >= limit)
        return;
    line_len += (u32)ksnprintf(line + line_len, sizeof(line) - line_len, " %x%c",
                               vpn, write ? 'w' : 'r');
    count++;
    if (++line_fill == PER_LINE)
        flush_line();
}

void trace_end(void)
{
    flush_line();
    if (limit)
        kprintf("TRACE-END %s %s %u\n", workload_name(cur_w),
                policy_name((enum policy)cur_p), count);
}
