// timer.hpp -- wall-clock timer (from the group's common utilities, 2013)
//
// Used by aniso_solve for the --timings option of the technical report; the
// workshop paper reports iteration counts only and the option is gone, but the
// header is kept so the old branches still compile.
#ifndef UTIL_TIMER_HPP
#define UTIL_TIMER_HPP

#include <sys/time.h>
#include <cstddef>

namespace util {

class Timer {
  public:
    Timer() : start_(now()), total_(0.0), running_(true) {}

    void start() { start_ = now(); running_ = true; }
    double stop()
    {
        if (running_) { total_ += now() - start_; running_ = false; }
        return total_;
    }
    void reset() { total_ = 0.0; start_ = now(); }
    double elapsed() const { return running_ ? total_ + now() - start_ : total_; }

    static double now()
    {
        struct timeval tv;
        gettimeofday(&tv, NULL);
        return tv.tv_sec + 1e-6 * tv.tv_usec;
    }

  private:
    double start_;
    double total_;
    bool running_;
};

// RAII: adds the lifetime of the object to an accumulator
class ScopedTimer {
  public:
    explicit ScopedTimer(double &acc) : acc_(acc), t0_(Timer::now()) {}
    ~ScopedTimer() { acc_ += Timer::now() - t0_; }
  private:
    ScopedTimer(const ScopedTimer &);
    ScopedTimer &operator=(const ScopedTimer &);
    double &acc_;
    double t0_;
};

} // namespace util

#endif
