"""tarrowcast: short-range discharge forecasts for the Tarrow at Castlemere Mill.

Forecasts the discharge (m3/s) at the forecast point 1-12 h ahead from the recent record of the
forecast point itself, two upstream river gauges (Harlow Bridge on the Tarrow, gauge A; Mere Weir
on the Lode, gauge B) and three tipping-bucket rain gauges (R1 west, R2 centre, R3 east).
"""

__version__ = "0.4.2"

LEADS = tuple(range(1, 13))
HISTORY_HOURS = 168
