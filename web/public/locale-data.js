new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(1);
new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeStyle: 'short' }).format(0);
close();
