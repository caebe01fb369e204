name   e4-burst
ticks  200
seed   24
# a single burst larger than a batch: pipelining vs. one batch in flight
at 30  submit 120
at 60  isolate 3
at 120 heal
