"""compactcn: Crank-Nicolson with compact differences and Richardson extrapolation."""
