name   s1-steady
ticks  240
seed   11
# a healthy cluster under a steady trickle of commands
every 4 from 20 to 220 submit 3
