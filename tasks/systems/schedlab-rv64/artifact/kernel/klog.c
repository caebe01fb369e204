/*
 * schedlab: leveled kernel log.
 *
 * klog() writes straight to the console like kprintf(); the level only
 * decides whether the message is printed at all.  The default level is
 * KLOG_INFO; "loglevel=N" on the command line changes it at boot.
 */
#include "types.h"
#include "console.h"
#include "klog.h"

int klog_level = KLOG_DEFAULT;

void klog_set_level(int level)
{
    if (level < KLOG_EMERG)
        level = KLOG_EMERG;
    if (level > KLOG_DEBUG)
        level = KLOG_DEBUG;
    klog_level = level;
}

void klog(int level, const char *fmt, ...)
{
    va_list ap;
    if (level > klog_level)
        return;
    va_start(ap, fmt);
    kvprintf(fmt, ap);
    va_end(ap);
}
