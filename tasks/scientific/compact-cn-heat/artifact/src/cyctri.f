C     cyctri.f -- tridiagonal and cyclic tridiagonal solvers (double precision).
C
C     Kept from the group's older 2D diffusion code (fixed form, F77) and used
C     unchanged for the periodic runs.
C
C     CYCTRI solves M x = r for the N x N cyclic tridiagonal matrix M with
C     sub-diagonal A, diagonal B, super-diagonal C and the two corner entries
C     M(N,1) = ALPHA and M(1,N) = BETA, by a Sherman-Morrison correction of a
C     plain tridiagonal solve.  BB, U and Z are work arrays of length N,
C     W is a work array of length N for TRISOL.  N must be at least 3.
C
C     TRISOL solves the tridiagonal system (A, B, C) x = R (A(1) and C(N) are
C     not referenced).  B(1) must not vanish.
C
      SUBROUTINE CYCTRI(A, B, C, ALPHA, BETA, R, X, N, BB, U, Z, W)
      INTEGER N, I
      DOUBLE PRECISION A(N), B(N), C(N), ALPHA, BETA, R(N), X(N)
      DOUBLE PRECISION BB(N), U(N), Z(N), W(N)
C
      GAMMA = -B(1)
      BB(1) = B(1) - GAMMA
      BB(N) = B(N) - ALPHA*BETA/GAMMA
      DO 10 I = 2, N - 1
         BB(I) = B(I)
   10 CONTINUE
      CALL TRISOL(A, BB, C, R, X, N, W)
C
      U(1) = GAMMA
      U(N) = ALPHA
      DO 20 I = 2, N - 1
         U(I) = 0.0D0
   20 CONTINUE
      CALL TRISOL(A, BB, C, U, Z, N, W)
C
      FACT = (X(1) + BETA*X(N)/GAMMA) / (1.0D0 + Z(1) + BETA*Z(N)/GAMMA)
      DO 30 I = 1, N
         X(I) = X(I) - FACT*Z(I)
   30 CONTINUE
      RETURN
      END
C
      SUBROUTINE TRISOL(A, B, C, R, X, N, W)
      INTEGER N, J
      DOUBLE PRECISION A(N), B(N), C(N), R(N), X(N), W(N), BET
C
      BET = B(1)
      X(1) = R(1) / BET
      DO 10 J = 2, N
         W(J) = C(J - 1) / BET
         BET = B(J) - A(J)*W(J)
         X(J) = (R(J) - A(J)*X(J - 1)) / BET
   10 CONTINUE
      DO 20 J = N - 1, 1, -1
         X(J) = X(J) - W(J + 1)*X(J + 1)
   20 CONTINUE
      RETURN
      END
