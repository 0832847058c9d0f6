/* micro-Max 4.3, minimized: a complete chess engine in 1643 characters (non-blank, outside
 * comments).  Our own re-golfing of H.G. Muller's micro-Max 4.3 algorithm, byte for byte the
 * same play: 0x88 board, 16M-entry hash table with Zobrist keys, iterative deepening with
 * the best move first, all-capture MVV/LVA quiescence, futility pruning, king safety (frozen
 * and magnetic king), castling, en passant, promotion to queen.  Contract: docs/contract.md
 * (hash lock counter starts at 0, exit(0) at end of input, any line length is safe).
 * Play: type a move as e2e4, or an empty line to let the engine move.
 * K&R C with implicit int and implicit declarations: build with -std=gnu89 -fsigned-char.  */
#define W while /*@while-macro*/
#define K(A,B)*(int*)(T+A+(B&8|B%8*S))      /* Zobrist key of piece B on square A         */ /*@zobrist-key*/
#define J(A)K(y+A,b[y])-K(x+A,u)-K(H+A,t)   /* key change of the move (x,y), capture on H */ /*@key-update*/
int A[1<<24][3],                            /* hash: lock, score, depth|from+flags|to     */ /*@hash-table*/
M=136,S=128,I=8e3,                          /* 0x88 mask, 128, "infinity"                 */ /*@constants*/
Q,O,K,N,R,                                  /* root eval, e.p. square, input from, nodes, */ /*@globals*/
c[5],j,k=8;                                 /* material; line buffer, lock, side to move  */ /*@globals*/
char L,b[129],T[1035],                      /* input to, board (+center table), key bytes */ /*@board-array*/
o[]=".?+nkbrq?*?NKBRQ                 01/@AP@APOQ@NR_a@"; /* symbols; steps (+64) at 33 */ /*@tables*/

D(k,q,l,e,J,Z,E,z,n){    /* side k, window (q,l), eval e, keys J Z, e.p. E, last to z, depth n */ /*@search-params*/
 int j,r,m,v,d,h,i,F,G,*a,t,p,u,x,X,Y,H,B,y; /*@search-locals*/
 a=A[J+k*E&-1u>>8];m=a[1];Y=(X=(d=a[2])>>8)>>8;d&=255;       /* probe the hash table       */ /*@hash-probe*/
 if(*a-Z|!(m<=--q|X&8&&m>=l|X&S))d=Y=0;                      /* miss or useless bound      */ /*@hash-usable*/
 X&=119; /*@hash-probe*/
 W(d++<n||z==8&K==I&&(N<1e6&d<98||(K=X,L=Y%S,d=3)))          /* deepen; root: node budget  */ /*@deepen*/
 {x=B=X;h=Y&S;m=d-2?-I:e;N++;                                /* scan from the best move    */ /*@iteration-start*/
  do{u=b[x]; /*@board-scan*/
   if(u&k)                                                   /* own piece on x             */ /*@board-scan*/
   {j=" ( ,')$'"[r=p=u&7];                                   /* its first direction        */ /*@directions*/
    W(r=p>2&r<0?-r:64-o[++j]) /*@directions*/
    {A:y=x;F=G=S; /*@ray-start*/
     do{H=y=h?Y^h:y+r;                                       /* next square, or hash move  */ /*@next-square*/
      if(y&M)break; /*@next-square*/
      m=E-S&b[E]&&abs(y-E)<2?I:m;                            /* castled through check      */ /*@castled-over*/
      H^=16*(p<3&y==E);                                      /* e.p. capture square        */ /*@en-passant*/
      t=b[H];if(t&k|p<3&!(y-x&7)-!t)break; /*@pawn-rules*/
      i="0113/359"[t&7]*99-4752;                             /* value of the victim        */ /*@victim-value*/
      if((m=i<0?I:m)>=l&d>1)goto C;                          /* king capture, fail high    */ /*@cutoff*/
      v=d-1?e:i-p;                                           /* MVV/LVA at the first pass  */ /*@mvv-lva*/
      if(d-!t>1) /*@searched-moves*/
      {v=p<6?b[x+8]-b[y+8]:0;                                /* centralisation             */ /*@centre-points*/
       b[G]=b[H]=b[x]=0;b[y]=u|32;                           /* make the move              */ /*@make-move*/
       G&M||(b[F]=k+6,v+=50);                                /* castling: rook, bonus      */ /*@castling-bonus*/
       v-=p-4|R>29?0:20;                                     /* frozen king                */ /*@frozen-king*/
       p<3&&(v-=9*((x-2&M||b[x-2]-u)+(x+2&M||b[x+2]-u)-(b[x^16]!=k+36)), /* pawn shape */ /*@pawn-structure*/
        y+r+1&S&&(b[y]|=7,i+=799));                          /* promotion                  */ /*@promotion*/
       v+=e+i; /*@move-score*/
       v=d>3|v>m&v>q?-D(24-k,-l,m>q?-m:-q,-v,J+J(0),Z+J(8)+G-S,F,y,d-(d>2)):v; /* futility */ /*@futility*/
       if(z&8&&K-I)                                          /* root with an input move    */ /*@root-play*/
       {if(v+I&&x==K&y==L)return Q=-e-i,O=F,R+=i>>7,l;       /* legal: play it             */ /*@root-play*/
        v=m; /*@root-play*/
       } /*@root-play*/
       b[G]=k+6;b[F]=b[y]=0;b[x]=u;b[H]=t;                   /* take the move back         */ /*@unmake-move*/
      } /*@searched-moves*/
      if(v>m)m=v,X=x,Y=y|S&F;                                /* new best                   */ /*@new-best*/
      if(h){h=0;goto A;}                                     /* hash move done: now scan   */ /*@hint-done*/
      x+r-y|u&32|p>2&(p-4|j-40||b[G=x+3^r>>1&7]-k-6||b[G^1]|b[G^2])?t+=p<5:(F=y); /*@fake-capture*/
     }W(!t);                                  /* slide on; F=y: double push or castling    */ /*@fake-capture*/
  }}}W((x=x+9&~M)-B); /*@board-scan*/
C:abs(m)>I-M&&(d=98);                                        /* mate scores: final         */ /*@mate-depth*/
  m=m+I?m:-D(24-k,-I,I,0,J,Z,S,S,2);                         /* no move: mate or stalemate */ /*@mate-or-stalemate*/
  *a=Z;a[1]=m;a[2]=(Y<<8|X|8*(m>q)|S*(m<l))<<8|d;           /* store                      */ /*@hash-store*/
/*@kibitz*//*KIBITZ:if(z==8)printf("%2d ply, %9d searched, score=%6d by %c%c%c%c\n",d-1,N-S,m,97+X%8,56-X/16,97+Y%8,56-Y/16%8);*/
 } /*@deepen*/
 return m+=m<e;                                              /* delayed-loss bonus         */ /*@delayed-loss*/
} /*@search-params*/

main(){ /*@main*/
 K=8;W(K--){b[K]=(b[K+112]=">;=?<=;>"[K]-48)+8;b[K+16]=2*(b[K+96]=9);  /* pieces         */ /*@board-setup*/
  L=8;W(L--)b[16*L+K+8]=K*(K-8)+L*(L-7);}                    /* center table (shifted)     */ /*@board-setup*/
 N=1035;W(N-->M)T[N]=rand()>>9;                              /* Zobrist key bytes          */ /*@zobrist-init*/
 W(1){N=0;W(N<S)printf(" %c",N&8?N+=8,10:o[b[N++]&15]);      /* board                      */ /*@board-print*/
  K=0;W((c[K]=getchar())>10)K+=K<4;                          /* line; keeps first 4 bytes  */ /*@read-line*/
  ~*c?K=*c-10?*c-16*c[1]+799:I,L=c[2]-16*c[3]+31,            /* EOF: exit; parse the move  */ /*@parse-move*/
  k^=D(k,-I,I,Q,1,j++,O,8,3)-I?0:24:exit(0);}                /* search; flip side if moved */ /*@root-call*/
} /*@main*/
