/* micro-Max 4.2 */
#define W while
#define K(A,B)*(int*)(T+A+(B&8|B%8*S))
#define J(A)K(y+A,b[y])-K(x+A,u)-K(H+A,t)
int A[1<<24][5],M=136,S=128,I=8e3,Q,O,K,N,c[5],j,k=8;
char L,b[129],T[1035],
o[]=".?+nkbrq?*?NKBRQ                 01/@AP@APOQ@NR_a@";
D(k,q,l,e,J,Z,E,z,n){
 int j,r,m,v,d,h,i,F,G,*a,t,p,u,x,X,Y,H,B,y;
 a=A[J+k*E&-1u>>8];d=a[2];m=a[1];X=a[3];Y=a[4];
 if(*a-Z|!(m<=--q|X&8&&m>=l|X&S))d=Y=0;
 X&=~M;
 W(d++<n||z==8&K==I&&(N<1e6&d<98||(K=X,L=Y%S,d=3)))
 {x=B=X;h=Y&S;m=d-2?-I:e;N++;
  do{u=b[x];
   if(u&k)
   {j=" ( ,')$'"[r=p=u&7];
    W(r=p>2&r<0?-r:64-o[++j])
    {A:y=x;F=G=S;
     do{H=y=h?Y^h:y+r;
      if(y&M)break;
      m=E-S&b[E]&&abs(y-E)<2?I:m;
      H^=16*(p<3&y==E);
      t=b[H];if(t&k|p<3&!(y-x&7)-!t)break;
      i="0113/359"[t&7]*99-4752;
      if((m=i<0?I:m)>=l&d>1)goto C;
      v=d-1?e:i-p;
      if(d-!t>1)
      {v=p<6?b[x+8]-b[y+8]:0;
       b[G]=b[H]=b[x]=0;b[y]=u|32;
       G&M||(b[F]=k+6,v+=30);
       p<3&&(v-=9*((x-2&M||b[x-2]-u)+(x+2&M||b[x+2]-u)-1),
        y+r+1&S&&(b[y]|=7,i+=799));
       v+=e+i;
       v=d>3|v>m&v>q?-D(24-k,-l,m>q?-m:-q,-v,J+J(0),Z+J(8)+G-S,F,y,d-(d>2)):v;
       if(z&8&&K-I)
       {if(v+I&&x==K&y==L)return Q=-e-i,O=F,l;
        v=m;
       }
       b[G]=k+6;b[F]=b[y]=0;b[x]=u;b[H]=t;
      }
      if(v>m)m=v,X=x,Y=y|S&F;
      if(h){h=0;goto A;}
      x+r-y|u&32|p>2&(p-4|j-40||b[G=x+3^r>>1&7]-k-6||b[G^1]|b[G^2])?t+=p<5:(F=y);
     }W(!t);
  }}}W((x=x+9&~M)-B);
C:abs(m)>I-M&&(d=98);
  m=m+I?m:-D(24-k,-I,I,0,J,Z,S,S,2);
  *a=Z;a[1]=m;a[2]=d;a[3]=X|8*(m>q)|S*(m<l);a[4]=Y;
/*KIBITZ:if(z==8)printf("%2d ply, %9d searched, score=%6d by %c%c%c%c\n",d-1,N-S,m,'a'+(X&7),'8'-(X>>4),'a'+(Y&7),'8'-(Y>>4&7));*/
 }
 return m+=m<e;
}
main(){
 K=8;W(K--){b[K]=(b[K+112]=">;=?<=;>"[K]-48)+8;b[K+16]=2*(b[K+96]=9);
  L=8;W(L--)b[16*L+K+8]=K*(K-8)+L*(L-7);}
 N=1035;W(N-->M)T[N]=rand()>>9;
 W(1){N=0;W(N<S)printf(" %c",N&8?N+=8,10:o[b[N++]&15]);
  K=0;W((c[K]=getchar())>10)K+=K<4;
  ~*c?K=*c-10?*c-16*c[1]+799:I,L=c[2]-16*c[3]+31,k^=D(k,-I,I,Q,1,j++,O,8,3)-I?0:24:exit(0);}
}
