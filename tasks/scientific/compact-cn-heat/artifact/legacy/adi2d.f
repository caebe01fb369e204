C     adi2d.f -- Peaceman-Rachford ADI for u_t = nu (u_xx + u_yy) on the
C     periodic unit square, second-order differences.  The group's older
C     code; src/cyctri.f was taken from here.  Not built by the Makefile.
C
C     Usage (standalone):  gfortran -O2 adi2d.f ../src/cyctri.f -o adi2d
C                          ./adi2d  < adi2d.in
C     adi2d.in holds:  N  NSTEPS  NU  TFINAL  KX  KY
C
      PROGRAM ADI2D
      INTEGER NMAX
      PARAMETER (NMAX = 512)
      INTEGER N, NSTEPS, KX, KY, I, J, STEP, IM, IP, JM, JP
      DOUBLE PRECISION NU, TFINAL, DT, H, R, PI, X, Y, DECAY
      DOUBLE PRECISION U(NMAX, NMAX), V(NMAX, NMAX)
      DOUBLE PRECISION A(NMAX), B(NMAX), C(NMAX), RHS(NMAX), SOL(NMAX)
      DOUBLE PRECISION BB(NMAX), UU(NMAX), Z(NMAX), W(NMAX)
      DOUBLE PRECISION ERR, UMAX, EX
C
      PI = 4.0D0*ATAN(1.0D0)
      READ (*, *) N, NSTEPS, NU, TFINAL, KX, KY
      IF (N .GT. NMAX .OR. N .LT. 3) STOP 'N out of range'
      H = 1.0D0/N
      DT = TFINAL/NSTEPS
      R = NU*DT/(2.0D0*H*H)
C
      DO 20 J = 1, N
         Y = (J - 1)*H
         DO 10 I = 1, N
            X = (I - 1)*H
            U(I, J) = SIN(2*KX*PI*X)*SIN(2*KY*PI*Y)
   10    CONTINUE
   20 CONTINUE
C
      DO 30 I = 1, N
         A(I) = -R
         B(I) = 1.0D0 + 2.0D0*R
         C(I) = -R
   30 CONTINUE
C
      DO 100 STEP = 1, NSTEPS
C        half step 1: implicit in x, explicit in y
         DO 50 J = 1, N
            DO 40 I = 1, N
               JM = MOD(J - 2 + N, N) + 1
               JP = MOD(J, N) + 1
               RHS(I) = (1.0D0 - 2.0D0*R)*U(I, J)
     &                + R*(U(I, JM) + U(I, JP))
   40       CONTINUE
            CALL CYCTRI(A, B, C, -R, -R, RHS, SOL, N, BB, UU, Z, W)
            DO 45 I = 1, N
               V(I, J) = SOL(I)
   45       CONTINUE
   50    CONTINUE
C        half step 2: implicit in y, explicit in x
         DO 70 I = 1, N
            DO 60 J = 1, N
               IM = MOD(I - 2 + N, N) + 1
               IP = MOD(I, N) + 1
               RHS(J) = (1.0D0 - 2.0D0*R)*V(I, J)
     &                + R*(V(IM, J) + V(IP, J))
   60       CONTINUE
            CALL CYCTRI(A, B, C, -R, -R, RHS, SOL, N, BB, UU, Z, W)
            DO 65 J = 1, N
               U(I, J) = SOL(J)
   65       CONTINUE
   70    CONTINUE
  100 CONTINUE
C
      DECAY = EXP(-NU*4.0D0*PI*PI*(KX*KX + KY*KY)*TFINAL)
      ERR = 0.0D0
      UMAX = 0.0D0
      DO 120 J = 1, N
         Y = (J - 1)*H
         DO 110 I = 1, N
            X = (I - 1)*H
            EX = DECAY*SIN(2*KX*PI*X)*SIN(2*KY*PI*Y)
            ERR = MAX(ERR, ABS(U(I, J) - EX))
            UMAX = MAX(UMAX, ABS(EX))
  110    CONTINUE
  120 CONTINUE
      WRITE (*, '(A, I5, A, I6, A, 1PE11.4)') ' N =', N,
     &   '  steps =', NSTEPS, '  rel. max error =', ERR/UMAX
      END
