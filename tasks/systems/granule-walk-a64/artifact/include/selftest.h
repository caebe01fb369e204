/* selftest.h */
#ifndef GW_SELFTEST_H
#define GW_SELFTEST_H

int selftest_run(void);

#endif
