/* compat.h -- portability settings for the compilers schwarz has been built
 * with (icc, xlc on the BG/Q, pgcc, gcc) */
#ifndef SCHWARZ_COMPAT_H
#define SCHWARZ_COMPAT_H

#ifndef M_PI
#define M_PI 3.14159265358979f
#endif

#if defined(__STDC_VERSION__) && __STDC_VERSION__ >= 199901L
#define SW_INLINE static inline
#else
#define SW_INLINE static
#endif

#endif
