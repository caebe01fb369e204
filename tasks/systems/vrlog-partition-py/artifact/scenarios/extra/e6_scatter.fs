name   e6-scatter
ticks  300
seed   26
every 5 from 20 to 260 submit 2
# nobody has a majority between 80 and 150
at 80  partition 1 | 2
at 150 heal
