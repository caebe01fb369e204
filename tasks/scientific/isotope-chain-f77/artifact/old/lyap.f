C=======================================================================
C     LYAP  --  inverse localisation length of an isotopically
C               disordered harmonic chain by the transfer matrix
C
C     H. K. Rauschenbach, 1998 (diploma thesis, ch. 4)
C     rev. 2002: renormalise every NREN steps instead of every step
C
C     Superseded by the exact diagonalisation in src/chain.f
C     (participation ratios of finite chains); kept for the thesis
C     figures 4.2 - 4.4.  Not built by the Makefile.
C
C     Reads a deck from unit 5:
C       card 1:  NSTEP  NREN  ISEED      steps, renormalisation, seed
C       card 2:  CONC  RATIO             isotope fraction, mass ratio
C       card 3:  WLO  WHI  NW            frequency window and points
C     Writes  omega, gamma(omega), 1/gamma  to unit 6.
C
C     gamma(omega) = lim 1/L ln |u_L| for the recursion
C       u(n+1) = (2 - m(n) omega**2) u(n) - u(n-1)
C     with unit springs and masses m(n) in {1, RATIO}.
C=======================================================================
      PROGRAM LYAP
      IMPLICIT NONE
      INTEGER NSTEP, NREN, ISEED, NW, IW, N, ISEED0
      DOUBLE PRECISION CONC, RATIO, WLO, WHI, OMEGA, W2, AM
      DOUBLE PRECISION U0, U1, U2, ANORM, SUMLOG, GAMMA, XLOC
      DOUBLE PRECISION URAND
      EXTERNAL URAND
C
      READ (5,*) NSTEP, NREN, ISEED
      READ (5,*) CONC, RATIO
      READ (5,*) WLO, WHI, NW
      IF (NW .LT. 2) NW = 2
      IF (NREN .LT. 1) NREN = 10
      ISEED0 = ISEED
C
      WRITE (6,900) NSTEP, CONC, RATIO
      DO 100 IW = 1, NW
         OMEGA = WLO + (WHI - WLO) * DBLE(IW-1) / DBLE(NW-1)
         W2 = OMEGA * OMEGA
C        the same disorder for every frequency (correlated curve)
         ISEED = ISEED0
         U0 = 0.0D0
         U1 = 1.0D0
         SUMLOG = 0.0D0
         DO 50 N = 1, NSTEP
            IF (URAND(ISEED) .LT. CONC) THEN
               AM = RATIO
            ELSE
               AM = 1.0D0
            END IF
            U2 = (2.0D0 - AM * W2) * U1 - U0
            U0 = U1
            U1 = U2
            IF (MOD(N, NREN) .EQ. 0) THEN
               ANORM = SQRT(U0*U0 + U1*U1)
               IF (ANORM .GT. 0.0D0) THEN
                  SUMLOG = SUMLOG + LOG(ANORM)
                  U0 = U0 / ANORM
                  U1 = U1 / ANORM
               END IF
            END IF
   50    CONTINUE
         ANORM = SQRT(U0*U0 + U1*U1)
         IF (ANORM .GT. 0.0D0) SUMLOG = SUMLOG + LOG(ANORM)
         GAMMA = SUMLOG / DBLE(NSTEP)
         IF (GAMMA .GT. 1.0D-12) THEN
            XLOC = 1.0D0 / GAMMA
         ELSE
            XLOC = -1.0D0
         END IF
         WRITE (6,910) OMEGA, GAMMA, XLOC
  100 CONTINUE
      WRITE (6,'(A)') ' END'
C
  900 FORMAT (' LYAP NSTEP=',I9,' CONC=',F7.4,' RATIO=',F8.4)
  910 FORMAT (1X,F10.6,2X,E14.6,2X,E14.6)
      END
C
C-----------------------------------------------------------------------
C     URAND: Park-Miller minimal standard generator (Schrage), (0,1)
C     (same generator as in chain.f, so the two codes draw the same
C     isotope sequence from the same seed)
C-----------------------------------------------------------------------
      DOUBLE PRECISION FUNCTION URAND(ISEED)
      INTEGER ISEED
      INTEGER IA, IM, IQ, IR, K
      PARAMETER (IA = 16807, IM = 2147483647, IQ = 127773, IR = 2836)
      K = ISEED / IQ
      ISEED = IA * (ISEED - K*IQ) - IR * K
      IF (ISEED .LT. 0) ISEED = ISEED + IM
      URAND = DBLE(ISEED) / DBLE(IM)
      RETURN
      END
