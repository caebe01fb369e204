name   s2-leader-crash
ticks  300
seed   12
every 5 from 20 to 260 submit 2
at 80  crash 1          # the leader elected at start-up (seed 12)
at 170 restart 1
