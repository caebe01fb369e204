name   s4-isolated-follower
ticks  320
seed   14
every 5 from 20 to 280 submit 2
at 60  isolate 5
at 200 heal
