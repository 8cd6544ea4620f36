// The yardstick: a bare node:http server answering fixed bytes from memory. Each line of the file
// named on the command line is "path<TAB>content-type<TAB>body file".
import fs from 'node:fs';
import http from 'node:http';

const [routesFile, port] = process.argv.slice(2);
const routes = new Map<string, { type: string; body: Buffer }>();
for (const line of fs.readFileSync(routesFile!, 'utf8').trim().split('\n')) {
  const [pathname, type, file] = line.split('\t');
  routes.set(pathname!, { type: type!, body: fs.readFileSync(file!) });
}
http
  .createServer((request, response) => {
    const route = routes.get(request.url ?? '');
    if (!route) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': route.type, 'content-length': route.body.length }).end(route.body);
  })
  .listen(Number(port), '127.0.0.1', () => console.log('ready'));
