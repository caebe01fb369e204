C=======================================================================
C     CHAIN  --  vibrational modes of an isotopically disordered
C                harmonic chain with fixed ends
C
C     H. K. Rauschenbach, Inst. f. theor. Festkoerperphysik, 1998
C     rev. 2003: histogram of participation ratio vs. frequency
C     rev. 2006: WCOPY word copy for the double buffers (ATLAS build)
C
C     Reads a deck from unit 5:
C       card 1:  N  NREAL  ISEED          (free format)
C       card 2:  CONC  RATIO              isotope fraction, mass ratio
C       card 3:  PRCUT  NBIN              localisation cut, omega bins
C     Writes a summary block to unit 6.
C
C     Needs LAPACK (DSTEV) and BLAS (DNRM2, DSCAL).
C=======================================================================
      PROGRAM CHAIN
      IMPLICIT NONE
      INTEGER NMAX, MAXBIN
      PARAMETER (NMAX = 1200, MAXBIN = 64)
      INTEGER N, NREAL, ISEED, NBIN, IR, I, J, IB, INFO, NLOC
      INTEGER NHEAVY, NTOT
      DOUBLE PRECISION CONC, RATIO, PRCUT
      DOUBLE PRECISION AMASS(NMAX), D(NMAX), E(NMAX), Z(NMAX,NMAX)
      DOUBLE PRECISION D0(NMAX), E0(NMAX), WORK(2*NMAX)
      DOUBLE PRECISION PR, OMEGA, S4, SUMPR, WMAX, SUMWM, DNORM
      DOUBLE PRECISION BINPR(MAXBIN), BINPR0(MAXBIN), WBIN
      INTEGER IBCNT(MAXBIN), IBCNT0(MAXBIN)
      DOUBLE PRECISION URAND, DNRM2
      EXTERNAL URAND, DNRM2, DSTEV, DSCAL, WCOPY
C
      READ (5,*) N, NREAL, ISEED
      READ (5,*) CONC, RATIO
      READ (5,*) PRCUT, NBIN
      IF (N .GT. NMAX .OR. N .LT. 4) STOP 'CHAIN: N OUT OF RANGE'
      IF (NBIN .GT. MAXBIN) STOP 'CHAIN: NBIN TOO LARGE'
C
C     frequency bins of the PR histogram
      WBIN = 2.0D0 / DBLE(NBIN)
      DO 10 IB = 1, NBIN
         BINPR0(IB) = 0.0D0
         IBCNT0(IB) = 0
   10 CONTINUE
      SUMPR = 0.0D0
      SUMWM = 0.0D0
      NLOC = 0
      NHEAVY = 0
      NTOT = 0
C
      DO 100 IR = 1, NREAL
C        --- draw the isotope configuration
         DO 20 I = 1, N
            IF (URAND(ISEED) .LT. CONC) THEN
               AMASS(I) = RATIO
               NHEAVY = NHEAVY + 1
            ELSE
               AMASS(I) = 1.0D0
            END IF
   20    CONTINUE
C        --- mass-weighted dynamical matrix M^-1/2 K M^-1/2
         DO 30 I = 1, N
            D0(I) = 2.0D0 / AMASS(I)
   30    CONTINUE
         DO 40 I = 1, N-1
            E0(I) = -1.0D0 / SQRT(AMASS(I)*AMASS(I+1))
   40    CONTINUE
C        DSTEV overwrites D and E: keep the originals (word copy)
         CALL WCOPY(2*N, D0, D)
         CALL WCOPY(2*(N-1), E0, E)
         CALL DSTEV('V', N, D, E, Z, NMAX, WORK, INFO)
         IF (INFO .NE. 0) THEN
            WRITE (6,*) 'CHAIN: DSTEV INFO =', INFO
            STOP 1
         END IF
C        --- participation ratio of every mode
         DO 60 J = 1, N
            DNORM = DNRM2(N, Z(1,J), 1)
            CALL DSCAL(N, 1.0D0/DNORM, Z(1,J), 1)
            S4 = 0.0D0
            DO 50 I = 1, N
               S4 = S4 + Z(I,J)**4
   50       CONTINUE
            PR = 1.0D0 / (DBLE(N) * S4)
            OMEGA = SQRT(MAX(D(J), 0.0D0))
            SUMPR = SUMPR + PR
            NTOT = NTOT + 1
            IF (PR .LT. PRCUT) NLOC = NLOC + 1
            IB = INT(OMEGA / WBIN) + 1
            IF (IB .GT. NBIN) IB = NBIN
            BINPR0(IB) = BINPR0(IB) + PR
            IBCNT0(IB) = IBCNT0(IB) + 1
   60    CONTINUE
         WMAX = SQRT(MAX(D(N), 0.0D0))
         SUMWM = SUMWM + WMAX
  100 CONTINUE
C
C     keep the raw accumulators, report from the copies
      CALL WCOPY(2*NBIN, BINPR0, BINPR)
      CALL WCOPY(NBIN, IBCNT0, IBCNT)
C
      WRITE (6,900) N, NREAL, CONC, RATIO
      WRITE (6,910) DBLE(NHEAVY)/DBLE(N*NREAL)
      WRITE (6,920) SUMPR/DBLE(NTOT)
      WRITE (6,930) DBLE(NLOC)/DBLE(NTOT)
      WRITE (6,940) SUMWM/DBLE(NREAL)
      DO 200 IB = 1, NBIN
         IF (IBCNT(IB) .GT. 0) THEN
            WRITE (6,950) (DBLE(IB)-0.5D0)*WBIN, IBCNT(IB),
     &                    BINPR(IB)/DBLE(IBCNT(IB))
         ELSE
            WRITE (6,950) (DBLE(IB)-0.5D0)*WBIN, 0, 0.0D0
         END IF
  200 CONTINUE
      WRITE (6,'(A)') ' END'
C
  900 FORMAT (' CHAIN N=',I6,' NREAL=',I5,' CONC=',F7.4,' RATIO=',F8.4)
  910 FORMAT (' HEAVY FRACTION  ',F12.6)
  920 FORMAT (' MEAN PR         ',F12.6)
  930 FORMAT (' LOCALISED FRAC  ',F12.6)
  940 FORMAT (' MEAN OMEGA MAX  ',F12.6)
  950 FORMAT (' BIN ',F9.5,I8,F12.6)
      END
C
C-----------------------------------------------------------------------
C     WCOPY: copy NW machine words (4 bytes) from ISRC to IDST.
C     Used for INTEGER and, with NW doubled, DOUBLE PRECISION buffers.
C-----------------------------------------------------------------------
      SUBROUTINE WCOPY(NW, ISRC, IDST)
      INTEGER NW, ISRC(*), IDST(*)
      INTEGER K
      DO 10 K = 1, NW
         IDST(K) = ISRC(K)
   10 CONTINUE
      RETURN
      END
C
C-----------------------------------------------------------------------
C     URAND: Park-Miller minimal standard generator (Schrage), (0,1)
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
