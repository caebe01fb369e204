/*
 * admission.h -- admission filters for the follow-up study ("Who gets in?").
 *
 * A policy asks admission_admit() before it evicts to make room for a missed
 * object; when the filter says no, the object is not cached and nothing is
 * evicted.
 *
 *   doorkeeper  admit an object on its second miss within a window (a Bloom
 *               filter of recently missed ids, cleared every `window` requests)
 *   tinylfu     admit when the object's estimated frequency (a count-min sketch
 *               with 4-bit counters, halved every `window` requests) is at
 *               least the victim's
 */
#ifndef ADMISSION_H
#define ADMISSION_H

void admission_init(void);
void admission_tick(int key);           /* called for every request */
int  admission_admit(int key, int victim);  /* victim -1: cache not full */
void admission_fini(void);

#endif
