/* micro-Max 4.8, minimized: a complete chess engine in 1735 characters (non-blank, outside
 * comments).  Our own re-golfing of H.G. Muller's micro-Max 4.8 algorithm, byte for byte the
 * same play: 0x88 board, 16M-entry hash table kept between moves, iterative deepening with
 * the best move first, all-capture MVV/LVA quiescence, futility pruning, R=2 null move,
 * late-move reductions with re-search, check extension, repetition draws (the game's
 * positions are locked in the hash table as draws), king safety, a 6th/7th-rank pawn bonus,
 * an end-game pawn push, castling, en passant, promotion to queen.  Contract: docs/contract.md
 * (exit(0) at end of input, any line length is safe, rows printed without spaces).
 * Play: type a move as e2e4, or an empty line to let the engine move.
 * K&R C with implicit int and implicit declarations: build with -std=gnu89 -fsigned-char.  */
#define W while /*@while-macro*/
#define K(A,B)*(int*)(T+A+(B&8|B*S&896))    /* Zobrist key of piece B on square A         */ /*@zobrist-key*/
#define J(A)K(y+A,b[y])-K(x+A,u)-K(H+A,t)   /* key change of the move (x,y), capture on H */ /*@key-update*/
int A[1<<24][3],                            /* hash: lock, score, depth|from+flags|to     */ /*@hash-table*/
M=136,S=128,I=8e3,                          /* 0x88 mask, 128, "infinity"                 */ /*@constants*/
Q,O,K,N,R,J,Z,                              /* root eval, e.p., input from, nodes, mater- */ /*@globals*/
k=16,c[5];                                  /* ial, keys; side (flipped in D), line buffer*/ /*@globals*/
char L,b[129],T[1035],                      /* input to, board (+center table), key bytes */ /*@board-array*/
o[]=".?+nkbrq?*?NKBRQ                 01/@AP@APOQ@NR_a@"; /* symbols; steps (+64) at 33 */ /*@tables*/

D(q,l,e,E,z,n){          /* window (q,l), eval e, e.p. E, z=1 at the root, depth n     */ /*@search-params*/
 int j,r,m,v,d,h,i,F,G,V,P,f=J,g=Z,C,s,t,p,u,x,y,X,Y,H,B,     /* f,g: the keys to restore  */ /*@search-locals*/
 *a=A[J+k*E&-1u>>8];                                         /* hash slot (caller's side)  */ /*@hash-probe*/
 k^=24;m=a[1];Y=(X=(d=a[2])>>8)>>8;d&=255;                   /* side to move; probe        */ /*@hash-probe*/
 if(*a-Z|z|!(m<=--q|X&8&&m>=l|X&S))d=Y=0;                    /* miss, root or useless bound*/ /*@hash-usable*/
 W(d++<n||d<3||z&K==I&&(N<1e6&d<98||(K=X,L=Y%S,d=3)))        /* deepen; root: node budget  */ /*@deepen*/
 {x=B=X&=119;h=Y&S;N++;                                      /* scan from the best move    */ /*@iteration-start*/
  P=d<3?I+1:D(-l,1-l,-e,S,0,d-3);                            /* null move (P>I: none)      */ /*@null-move*/
  m=-P<l|R>35?d>2?-I:e:-P;                                   /* null-move cut or stand pat */ /*@null-move*/
  do{u=b[x]; /*@board-scan*/
   if(u&k)                                                   /* own piece on x             */ /*@board-scan*/
   {j=" ( ,')$'"[r=p=u&7];                                   /* its first direction        */ /*@directions*/
    W(r=p>2&r<0?-r:64-o[++j]) /*@directions*/
    {A:y=x;F=G=S; /*@ray-start*/
     do{y=h?Y^h:y+r;                                         /* next square, or hash move  */ /*@next-square*/
      if(y&M)break; /*@next-square*/
      E-S&b[E]&&abs(y-E)<2&&(m=I);                           /* castled through check      */ /*@castled-over*/
      H=y^16*(p<3&y==E);                                     /* e.p. capture square        */ /*@en-passant*/
      t=b[H];if(t&k|p<3&!(y-x&7)-!t)break; /*@pawn-rules*/
      i=37*"!##( )-8"[t&7]-1221+(t&192);                     /* victim value (+64/128 bits)*/ /*@victim-value*/
      if((m=i<0?I:m)>=l&d>1)goto C;                          /* king capture, fail high    */ /*@cutoff*/
      v=d-1?e:i-p;                                           /* MVV/LVA at the first pass  */ /*@mvv-lva*/
      if(d-!t>1) /*@searched-moves*/
      {s=p<6?b[x+8]-b[y+8]:0;                                /* centralisation             */ /*@centre-points*/
       b[G]=b[H]=b[x]=0;b[y]=u|32;                           /* make the move              */ /*@make-move*/
       G&M||(b[F]=k+6,s+=50);                                /* castling: rook, bonus      */ /*@castling-bonus*/
       s-=p-4|R>29?0:20;                                     /* frozen king                */ /*@frozen-king*/
       p<3&&(s-=9*((b[x-2]!=u)+(b[x+2]!=u)-(b[x^16]!=k+36))-R/4, /* pawn shape, push  */ /*@pawn-structure*/
        i+=V=y+r+1&S?647-p:2*(u&y+16&32),b[y]+=V);           /* promotion; 6th/7th rank    */ /*@promotion*/
       s+=e+i;V=m>q?m:q;                                     /* static score; alpha        */ /*@move-score*/
       J+=J(0);Z+=J(8)+G-S;                                  /* keys of the new position   */ /*@key-step*/
       C=R>29|P-I?d+~(d>5&p>2&!t&!h):d;                      /* reduce, or extend in check */ /*@reduction*/
       W(v=C>2|s>V?-D(-l,-V,-s,F,0,C):s,v>q&++C<d);          /* futility; re-search        */ /*@re-search*/
       if(z&x==K&y==L&&v+I)                                  /* root, the input move, legal*/ /*@root-play*/
        return Q=-e-i,O=F,a[2]|=S,a[1]=0,R+=i>>7;            /* play it; lock it as a draw */ /*@root-play*/
       J=f;Z=g;                                              /* restore the keys           */ /*@key-step*/
       b[G]=k+6;b[F]=b[y]=0;b[x]=u;b[H]=t;                   /* take the move back         */ /*@unmake-move*/
      } /*@searched-moves*/
      if(v>m)m=v,X=x,Y=y|S&F;                                /* new best                   */ /*@new-best*/
      if(h){h=0;goto A;}                                     /* hash move done: now scan   */ /*@hint-done*/
      x+r-y|u&32|p>2&(p-4|j-40||b[G=x+3^r>>1&7]-k-6||b[G^1]|b[G^2])?t+=p<5:(F=y); /*@fake-capture*/
     }W(!t);                                  /* slide on; F=y: double push or castling    */ /*@fake-capture*/
  }}}W((x=x+9&~M)-B); /*@board-scan*/
C:abs(m)>I-M&&(d=98);                                        /* mate scores: final         */ /*@mate-depth*/
  m*=m+I||P>=I;                                              /* no move, not in check: 0   */ /*@mate-or-stalemate*/
  a[2]&S||(*a=Z,a[1]=m,a[2]=(Y<<8|X|8*(m>q)|S*(m<l))<<8|d);  /* store unless locked        */ /*@hash-store*/
/*@kibitz*//*KIBITZ:if(z)printf("%2d ply, %9d searched, score=%6d by %c%c%c%c\n",d-1,N-S,m,97+(X&7),56-(X>>4),97+(Y&7),56-(Y>>4&7));*/
 } /*@deepen*/
 k^=24;                                                      /* side back                  */ /*@search-params*/
 return m+=m<e;                                              /* delayed-loss bonus         */ /*@delayed-loss*/
} /*@search-params*/

main(){ /*@main*/
 K=8;W(K--){b[K]=(b[K+112]=">;=?<=;>"[K]-48)+8;b[K+16]=2*(b[K+96]=9);  /* pieces         */ /*@board-setup*/
  L=8;W(L--)b[16*L+K+8]=K*(K-8)+L*(L-7);}                    /* center table (shifted)     */ /*@board-setup*/
 N=1035;W(N-->M)T[N]=rand()>>9;                              /* Zobrist key bytes          */ /*@zobrist-init*/
 W(1){N=0;W(N<S)putchar(N&8?N+=8,10:o[b[N++]&15]);           /* board, leaves N at 128     */ /*@board-print*/
  K=0;W((c[K]=getchar())>10)K+=K<4;                          /* line; keeps first 4 bytes  */ /*@read-line*/
  ~*c?K=*c-10?*c-16*c[1]+799:I,L=c[2]-16*c[3]+31,            /* EOF: exit; parse the move  */ /*@parse-move*/
  D(-I,I,Q,O,1,3):exit(0);}                                  /* search; a played move flips k */ /*@root-call*/
} /*@main*/
