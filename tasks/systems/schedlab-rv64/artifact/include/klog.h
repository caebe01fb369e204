/* schedlab: leveled kernel log (syslog-style levels, "loglevel=" on the
 * kernel command line).  Messages at a level numerically above the current
 * loglevel are discarded. */
#ifndef SCHEDLAB_KLOG_H
#define SCHEDLAB_KLOG_H

#define KLOG_EMERG   0
#define KLOG_ERR     3
#define KLOG_WARN    4
#define KLOG_NOTICE  5
#define KLOG_INFO    6
#define KLOG_DEBUG   7

#define KLOG_DEFAULT KLOG_INFO

extern int klog_level;

void klog(int level, const char *fmt, ...);
void klog_set_level(int level);

#define kdebug(...) klog(KLOG_DEBUG, __VA_ARGS__)
#define kinfo(...)  klog(KLOG_INFO, __VA_ARGS__)
#define kwarn(...)  klog(KLOG_WARN, __VA_ARGS__)

#endif
