import Escaping
import Foundation
import RoadbookContent

/// What `serve` adds to the pages it serves so that the todo list and the todo pages become the app (issue 25): a
/// JSON block with the run's secret and the editing words in the site's language, a few rules of style, and a script.
///
/// On the todo list page, each row gets a tick button, an edit button (the title and notes in fields of the row;
/// Save, Cancel, Esc), ↑ and ↓, delete with a few seconds to undo, and a handle: rows are dragged with the mouse
/// (HTML5 drag and drop), with a finger on the handle (pointer events), or moved with Alt+↑ and Alt+↓. Above the
/// list, an "add" field shows the view model's refusal inline and keeps the text typed. A todo's page gets the
/// tick, edit and delete; the places page a new place form.
///
/// Every action is posted to `serve`'s action path; the page then changes as every open page does, by the rebuild
/// that the edited file causes. Never part of `generate`'s output, and separate from the published pages' own
/// scripts: it only touches the elements it adds and the rows it controls.
package enum TodoEditingScript {
    /// The keys of the strings table the script words its controls with.
    package static let keys = [
        "newLabel", "add", "toggle", "moveUp", "moveDown", "remove", "removed", "undo", "failed", "edit", "editLabel",
        "titleLabel", "notesLabel", "save", "cancel", "markDone", "markPending", "drag", "moved", "placeHeading",
        "placeName", "placeCity", "placeLatitude", "placeLongitude", "placeLink", "placeAdd", "placeAdded",
    ]

    /// The seconds a deleted todo can be brought back before the removal is sent.
    package static let undoSeconds = 5

    /// The HTML for a page: the settings (`secret`, `actionPath`, the paths of the todo list page and of the places
    /// page, and `strings`'s words), the style and the `<script>` element that loads ``script`` from `scriptPath`
    /// (served pages run no inline script).
    package static func html(
        secret: String, actionPath: String, scriptPath: String, todoListPath: String, placesPath: String = "/locations/",
        strings: StringTable
    ) -> String {
        var writer = JSONWriter()
        writer.beginObject()
        for (key, value) in [("page", todoListPath), ("path", actionPath), ("places", placesPath), ("secret", secret)] {
            writer.key(key)
            writer.string(value)
        }
        writer.key("strings")
        writer.beginObject()
        // In the order JSONSerialization's sorted keys had them, which ignores case (`moved` before `moveDown`).
        let sortedKeys = keys.sorted {
            $0.compare($1, options: [.caseInsensitive, .numeric, .forcedOrdering]) == .orderedAscending
        }
        // Placeholders are filled in by the script.
        let placeholders = ["title": "{title}", "message": "{message}", "position": "{position}", "path": "{path}"]
        for key in sortedKeys {
            writer.key(key)
            writer.string(strings.text("edit.\(key)", placeholders))
        }
        writer.endObject()
        writer.key("undoSeconds")
        writer.number(undoSeconds)
        writer.endObject()
        // `<` never reaches the HTML parser inside the script element.
        let safe = writer.text.replacingOccurrences(of: "<", with: "\\u003c")
        return "<script type=\"application/json\" id=\"roadbook-editing\">\(safe)</script>\n<style>\(style)</style>\n<script src=\"\(HTMLEscaper.escape(scriptPath))\"></script>"
    }

    /// The rules the added controls need. `hidden` wins over the theme's `display` rules; the device-only ticks of
    /// the published pages give way to the real tick, which writes the file.
    static let style = """
        .todo-list [hidden],.todo-detail [hidden]{display:none!important}\
        .device-tick,[data-device-ticks]{display:none!important}\
        .roadbook-add{display:flex;flex-wrap:wrap;gap:8px;align-items:center;margin:16px 0 0}\
        .roadbook-add label{flex:1 0 100%;font-weight:600}\
        .roadbook-add input,.roadbook-edit input,.roadbook-edit textarea,.roadbook-place input{min-width:0;font:inherit;\
        padding:8px 10px;border:1px solid var(--border);border-radius:8px;background:var(--surface);color:inherit}\
        .roadbook-add input{flex:1 1 12em}\
        .roadbook-add input[aria-invalid=true],.roadbook-edit [aria-invalid=true],.roadbook-place [aria-invalid=true]\
        {border-color:var(--danger);box-shadow:0 0 0 1px var(--danger)}\
        .roadbook-add button,.roadbook-tools button,.roadbook-undo button,.roadbook-edit button,.roadbook-place button\
        {font:inherit;padding:6px 12px;border-radius:8px;border:1px solid var(--border);background:var(--surface);\
        color:inherit;cursor:pointer;min-height:32px}\
        .roadbook-edit .roadbook-primary,.roadbook-place .roadbook-primary{background:var(--accent);color:var(--on-accent);\
        border-color:var(--accent);font-weight:600}\
        .roadbook-message{flex:1 0 100%;margin:0;color:var(--danger);min-height:1.5em;white-space:pre-line}\
        .roadbook-message.roadbook-ok{color:var(--success)}\
        .roadbook-status:empty{display:none}\
        .roadbook-tools button:disabled{visibility:hidden}\
        .roadbook-toggle{all:unset;cursor:pointer;display:inline-flex;border-radius:50%}\
        .roadbook-toggle:focus-visible{outline:2px solid currentColor;outline-offset:2px}\
        .roadbook-tools{margin-left:auto;display:flex;gap:4px;flex:none}\
        .roadbook-tools button{padding:4px 8px;min-width:32px}\
        .roadbook-tools .roadbook-handle{cursor:grab;touch-action:none;border-style:dashed}\
        .todo-list>.roadbook-dragging{opacity:.45}\
        .todo-list>.roadbook-drop-before{box-shadow:inset 0 3px 0 var(--accent)}\
        .todo-list>.roadbook-drop-after{box-shadow:inset 0 -3px 0 var(--accent)}\
        .roadbook-edit{flex:1 1 100%;display:grid;gap:6px;margin:4px 0;min-width:0}\
        .roadbook-edit label,.roadbook-place label{font-weight:600}\
        .roadbook-edit textarea{min-height:6em;resize:vertical;font-family:var(--mono,monospace);font-size:.9em}\
        .roadbook-edit-actions{display:flex;gap:8px;flex-wrap:wrap}\
        .roadbook-detail-tools{display:flex;gap:8px;flex-wrap:wrap;margin:12px 0}\
        .roadbook-detail-tools button{font:inherit;padding:6px 12px;border-radius:8px;border:1px solid var(--border);\
        background:var(--surface);color:inherit;cursor:pointer;min-height:32px}\
        .roadbook-place{margin:16px 0}\
        .roadbook-place summary{cursor:pointer;font-weight:600;font-size:1.1em}\
        .roadbook-place form{display:grid;grid-template-columns:repeat(auto-fit,minmax(12em,1fr));gap:10px;margin-top:12px}\
        .roadbook-place .roadbook-field{display:grid;gap:4px}\
        .roadbook-place .roadbook-wide{grid-column:1/-1}\
        @media (max-width:560px){.todo-list>.todo{flex-wrap:wrap}.roadbook-tools{flex-basis:100%;justify-content:flex-end}}\
        .roadbook-undo{position:fixed;left:50%;bottom:16px;transform:translateX(-50%);z-index:1000;display:flex;gap:12px;\
        align-items:center;padding:10px 16px;border-radius:12px;background:var(--text,#222);color:var(--surface,#fff)}\
        .roadbook-undo button{background:transparent;color:inherit}
        """

    package static let script = #"""
        (function(){"use strict";
        var c=JSON.parse(document.getElementById("roadbook-editing").textContent);
        var here=location.pathname.replace(/index\.html$/,"");
        function t(k,v){var s=c.strings[k]||k;for(var n in v)s=s.split("{"+n+"}").join(v[n]);return s}
        function send(a){return fetch(c.path,{method:"POST",credentials:"same-origin",keepalive:true,
        headers:{"Content-Type":"application/json","X-Roadbook-Secret":c.secret},body:JSON.stringify(a)})
        .then(function(r){return r.json()},function(e){return{ok:false,message:String(e)}})}
        function el(tag,cls,text){var e=document.createElement(tag);if(cls)e.className=cls;if(text)e.textContent=text;return e}
        function button(text,name,label){var b=el("button","",text);b.type="button";b.dataset.roadbookAction=name;
        if(label){b.setAttribute("aria-label",label);b.title=label}return b}
        // How each todo shown here shows a new state: the answer to this page's action, or another page's (the
        // server's `change` event, before the rebuild's reload).
        var views={};
        function show(item){var v=item&&item.id&&views[item.id.toLowerCase()];if(v)v(item)}
        addEventListener("roadbook:change",function(e){((e.detail||{}).items||[]).forEach(show)});
        var status=null;
        function statusAfter(node){status=el("p","roadbook-message roadbook-status");status.setAttribute("role","alert");node.after(status)}
        var live=el("p","visually-hidden");live.setAttribute("role","status");document.body.append(live);
        function announce(text){live.textContent=text}
        function failed(r){if(status)status.textContent=t("failed",{message:r.message||r.error||""})}
        // The control to focus again once the rebuild a change causes has reloaded the page.
        function remember(id,name){try{sessionStorage.setItem("roadbook-focus",JSON.stringify({page:here,id:id,name:name}))}catch(e){}}
        function restore(){var f=null;try{f=JSON.parse(sessionStorage.getItem("roadbook-focus")||"null");
        sessionStorage.removeItem("roadbook-focus")}catch(e){}if(!f||f.page!==here)return;
        var scope=f.id?document.getElementById(f.id):document;if(!scope)return;
        var b=scope.querySelector('[data-roadbook-action="'+f.name+'"]');if(b)b.focus()}
        // Delete with a few seconds to undo: the removal is sent when the bar goes (or the page is left).
        var pending=null;
        function flush(){if(!pending)return;var p=pending;pending=null;clearTimeout(p.timer);p.bar.remove();
        send({action:"remove",id:p.id}).then(function(r){if(r.ok)p.gone();else{p.back();failed(r)}})}
        addEventListener("pagehide",flush);
        function removeLater(id,title,hide,back,gone){flush();hide();var bar=el("div","roadbook-undo");
        bar.setAttribute("role","status");var undo=button(t("undo"),"undo");
        bar.append(el("span","",t("removed",{title:title})),undo);document.body.append(bar);undo.focus();
        pending={id:id,bar:bar,back:back,gone:gone,timer:setTimeout(flush,c.undoSeconds*1000)};
        undo.addEventListener("click",function(){if(!pending||pending.id!==id)return;clearTimeout(pending.timer);
        pending=null;bar.remove();back()})}
        // The title and notes of a todo in fields put after `after`; `done(item)` when closed (item: as saved).
        function editForm(id,title,after,done){
        var k="roadbook-edit-"+id,f=el("form","roadbook-edit"),tl=el("label","",t("titleLabel")),ti=el("input"),
        nl=el("label","",t("notesLabel")),na=el("textarea"),save=el("button","roadbook-primary",t("save")),
        cancel=button(t("cancel"),"cancel"),msg=el("p","roadbook-message"),bar=el("div","roadbook-edit-actions");
        ti.id=k+"-title";ti.name="title";ti.value=title;ti.autocomplete="off";tl.htmlFor=ti.id;
        na.id=k+"-notes";na.name="notes";na.rows=4;na.disabled=true;nl.htmlFor=na.id;
        msg.id=k+"-message";msg.setAttribute("role","alert");ti.setAttribute("aria-describedby",msg.id);
        save.type="submit";save.dataset.roadbookAction="save";bar.append(save,cancel);f.append(tl,ti,nl,na,bar,msg);
        after.after(f);ti.focus();
        send({action:"get",id:id}).then(function(r){var item=r.ok&&r.items&&r.items[0];
        if(item){na.value=item.notes||"";na.disabled=false}else msg.textContent=r.message||r.error});
        function close(item){f.remove();done(item)}
        cancel.addEventListener("click",function(){close(null)});
        f.addEventListener("keydown",function(e){if(e.key==="Escape"){e.preventDefault();e.stopPropagation();close(null)}});
        f.addEventListener("submit",function(e){e.preventDefault();save.disabled=true;var a={action:"edit",id:id,title:ti.value};
        if(!na.disabled)a.notes=na.value;
        send(a).then(function(r){save.disabled=false;
        if(r.ok){remember(id,"edit");close(r.items&&r.items[0])}
        else{msg.textContent=r.message||r.error;ti.setAttribute("aria-invalid","true");ti.focus()}})});
        return f}
        function addForm(card,list){var form=el("form","roadbook-add"),label=el("label","",t("newLabel")),input=el("input"),
        add=el("button","",t("add")),msg=el("p","roadbook-message");
        input.id="roadbook-new-todo";input.name="title";input.autocomplete="off";label.htmlFor=input.id;
        msg.id="roadbook-add-message";msg.setAttribute("role","alert");input.setAttribute("aria-describedby",msg.id);
        add.type="submit";form.append(label,input,add,msg);
        if(list)list.before(form);else card.append(form);statusAfter(form);
        form.addEventListener("submit",function(e){e.preventDefault();add.disabled=true;
        send({action:"add",title:input.value}).then(function(r){add.disabled=false;
        if(r.ok){msg.textContent="";input.removeAttribute("aria-invalid");input.value=""}
        else{msg.textContent=r.message||r.error;input.setAttribute("aria-invalid","true");input.focus()}})})}
        function listPage(){
        var card=document.querySelector("main section.card")||document.querySelector("main");if(!card)return;
        var list=card.querySelector("ul.todo-list");addForm(card,list);if(!list)return;
        var rows=Array.prototype.slice.call(list.querySelectorAll(":scope>li.todo[id]"));
        // Shown at once, sent to the file; the rebuild's reload follows and puts every window in step.
        function moveTo(row,position,focus){var from=rows.indexOf(row);if(from<0||position<1||position>rows.length||position===from+1)return;
        remember(row.id,focus);rows.splice(from,1);rows.splice(position-1,0,row);
        list.insertBefore(row,rows[position]||null);
        send({action:"move",id:row.id,position:position}).then(function(r){if(!r.ok){failed(r);return}
        var x=row.querySelector(".todo-title");announce(t("moved",{title:(x||row).textContent.trim(),position:position}))})}
        var dragged=null;
        function unmark(){rows.forEach(function(r){r.classList.remove("roadbook-drop-before","roadbook-drop-after")})}
        function mark(row,y){var b=row.getBoundingClientRect(),before=y<b.top+b.height/2;unmark();
        row.classList.add(before?"roadbook-drop-before":"roadbook-drop-after");return before}
        // The 1-based position a row dropped before (or after) `target` ends up at.
        function dropPosition(row,target,before){var i=rows.indexOf(row),k=rows.indexOf(target)+(before?0:1);return(k>i?k-1:k)+1}
        list.addEventListener("keydown",function(e){if(!e.altKey||(e.key!=="ArrowUp"&&e.key!=="ArrowDown"))return;
        var row=e.target.closest&&e.target.closest("li.todo");if(!row||rows.indexOf(row)<0||e.target.closest("form"))return;
        e.preventDefault();var i=rows.indexOf(row);moveTo(row,e.key==="ArrowUp"?i:i+2,"drag")});
        rows.forEach(function(row){var id=row.id,titleEl=row.querySelector(".todo-title"),
        title=(titleEl||row).textContent.trim(),body=row.querySelector(".todo-body");
        var mark0=row.querySelector(".mark");if(mark0){var b=el("button","roadbook-toggle");b.type="button";
        b.setAttribute("aria-pressed",row.classList.contains("done")?"true":"false");
        b.setAttribute("aria-label",t("toggle",{title:title}));b.dataset.roadbookAction="toggle";
        mark0.replaceWith(b);b.append(mark0);
        // The answer comes once the file is written: the row shows it at once; the rebuild's reload follows.
        views[id.toLowerCase()]=function(item){var s=item.isCompleted?"done":"pending";
        row.classList.remove("done","pending");row.classList.add(s);mark0.className="mark mark-"+s;
        b.setAttribute("aria-pressed",String(item.isCompleted));
        if(titleEl&&!row.querySelector(".roadbook-edit"))titleEl.textContent=item.title};
        b.addEventListener("click",function(){remember(id,"toggle");send({action:"toggle",id:id}).then(function(r){
        if(!r.ok){failed(r);return}show(r.items&&r.items[0])})})}
        var tools=el("span","roadbook-tools");
        function tool(text,name,label,run){var x=button(text,name,label+": "+title);x.title=label;
        x.addEventListener("click",run);tools.append(x);return x}
        var handle=tool("⠿","drag",t("drag",{title:title}),function(){});handle.classList.add("roadbook-handle");
        handle.title=t("drag",{title:title});handle.setAttribute("aria-label",handle.title);
        var edit=tool("✎","edit",t("edit"),function(){if(row.querySelector(".roadbook-edit"))return;
        row.draggable=false;body.hidden=true;tools.hidden=true;
        editForm(id,titleEl?titleEl.textContent.trim():title,body,function(item){body.hidden=false;tools.hidden=false;
        row.draggable=true;if(item&&titleEl)titleEl.textContent=item.title;edit.focus()})});
        edit.setAttribute("aria-label",t("editLabel",{title:title}));
        tool("↑","up",t("moveUp"),function(){moveTo(row,rows.indexOf(row),"up")}).disabled=rows.indexOf(row)===0;
        tool("↓","down",t("moveDown"),function(){moveTo(row,rows.indexOf(row)+2,"down")}).disabled=rows.indexOf(row)===rows.length-1;
        tool("✕","remove",t("remove"),function(){removeLater(id,title,function(){row.style.display="none"},
        function(){row.style.display="";edit.focus()},function(){})});
        row.append(tools);
        // Mouse: the row is dragged (HTML5 drag and drop); its link and images are not.
        row.draggable=true;row.querySelectorAll("a,img").forEach(function(x){x.draggable=false});
        row.addEventListener("dragstart",function(e){if(e.target!==row)return;dragged=row;row.classList.add("roadbook-dragging");
        e.dataTransfer.effectAllowed="move";e.dataTransfer.setData("text/plain",id)});
        row.addEventListener("dragend",function(){row.classList.remove("roadbook-dragging");unmark();dragged=null});
        row.addEventListener("dragover",function(e){if(!dragged)return;e.preventDefault();e.dataTransfer.dropEffect="move";mark(row,e.clientY)});
        row.addEventListener("drop",function(e){if(!dragged)return;e.preventDefault();var d=dragged,before=mark(row,e.clientY);
        unmark();moveTo(d,dropPosition(d,row,before),"drag")});
        // Touch and pen: the handle follows the finger (pointer events).
        handle.addEventListener("pointerdown",function(e){if(e.pointerType==="mouse")return;e.preventDefault();
        handle.setPointerCapture(e.pointerId);row.classList.add("roadbook-dragging");var target=null,before=false;
        function over(ev){var hit=document.elementFromPoint(ev.clientX,ev.clientY),r=hit&&hit.closest&&hit.closest("li.todo");
        unmark();target=r&&rows.indexOf(r)>=0?r:null;if(target)before=mark(target,ev.clientY)}
        function up(ev){handle.removeEventListener("pointermove",over);handle.removeEventListener("pointerup",up);
        handle.removeEventListener("pointercancel",up);row.classList.remove("roadbook-dragging");unmark();
        if(target&&ev.type==="pointerup")moveTo(row,dropPosition(row,target,before),"drag")}
        handle.addEventListener("pointermove",over);handle.addEventListener("pointerup",up);handle.addEventListener("pointercancel",up)})})}
        function todoPage(id){
        var card=document.querySelector("main article.todo-detail"),h=card&&card.querySelector("h1");if(!h)return;
        var title=h.textContent.trim(),st=card.querySelector("p.status"),tools=el("div","roadbook-detail-tools");
        var done=!!st&&st.classList.contains("status-done");
        var tick=button(t(done?"markPending":"markDone"),"toggle");tick.setAttribute("aria-pressed",String(done));
        views[id.toLowerCase()]=function(item){done=item.isCompleted;
        tick.textContent=t(done?"markPending":"markDone");tick.setAttribute("aria-pressed",String(done));
        if(st){var s=done?"done":"pending";st.className="status status-"+s;var m=st.querySelector(".mark");if(m)m.className="mark mark-"+s}
        if(!card.querySelector(".roadbook-edit"))h.textContent=item.title};
        tick.addEventListener("click",function(){remember(null,"toggle");send({action:"toggle",id:id}).then(function(r){
        if(!r.ok){failed(r);return}show(r.items&&r.items[0])})});
        var rest=Array.prototype.slice.call(card.children).filter(function(x){return x!==h&&!x.hidden&&!x.classList.contains("eyebrow")});
        var edit=button(t("edit"),"edit",t("editLabel",{title:title}));
        edit.addEventListener("click",function(){if(card.querySelector(".roadbook-edit"))return;h.hidden=true;
        rest.forEach(function(x){x.hidden=true});
        editForm(id,h.textContent.trim(),h,function(item){h.hidden=false;rest.forEach(function(x){x.hidden=false});
        if(item)h.textContent=item.title;edit.focus()})});
        var remove=button(t("remove"),"remove");
        remove.addEventListener("click",function(){removeLater(id,title,function(){card.hidden=true},
        function(){card.hidden=false;remove.focus()},function(){location.href=c.page})});
        tools.append(tick,edit,remove);(st||h).after(tools);statusAfter(tools);rest.push(tools)}
        function placesPage(){
        var main=document.querySelector("main");if(!main)return;
        var box=el("details","card roadbook-place"),sum=el("summary","",t("placeHeading")),f=el("form"),
        msg=el("p","roadbook-message roadbook-wide"),add=el("button","roadbook-primary",t("placeAdd")),inputs={};
        box.append(sum,f);
        [["name","placeName",""],["city","placeCity",""],["latitude","placeLatitude","41.8902"],
        ["longitude","placeLongitude","12.4922"],["link","placeLink","https://"]].forEach(function(d){
        var w=el("div","roadbook-field"+(d[0]==="link"?" roadbook-wide":"")),l=el("label","",t(d[1])),i=el("input");
        i.id="roadbook-place-"+d[0];i.name=d[0];i.autocomplete="off";l.htmlFor=i.id;if(d[2])i.placeholder=d[2];
        if(d[0]==="latitude"||d[0]==="longitude")i.inputMode="decimal";if(d[0]==="link")i.type="url";
        i.setAttribute("aria-describedby","roadbook-place-message");w.append(l,i);f.append(w);inputs[d[0]]=i});
        msg.id="roadbook-place-message";msg.setAttribute("role","alert");add.type="submit";
        var row=el("div","roadbook-wide");row.append(add);f.append(row,msg);
        var header=main.querySelector(".page-header");if(header)header.after(box);else main.prepend(box);
        // The CLI's messages name the field they are about.
        var words={name:"'name'",city:"'cityName'",latitude:"latitude",longitude:"longitude",link:"link"};
        f.addEventListener("submit",function(e){e.preventDefault();add.disabled=true;var a={action:"addPlace"};
        for(var n in inputs)a[n]=inputs[n].value;
        send(a).then(function(r){add.disabled=false;var first=null;
        for(var n in inputs)inputs[n].removeAttribute("aria-invalid");
        if(r.ok){msg.className="roadbook-message roadbook-wide roadbook-ok";msg.textContent=t("placeAdded",{path:r.path});
        for(var m in inputs)inputs[m].value="";return}
        var lines=r.diagnostics&&r.diagnostics.length?r.diagnostics:[r.message||r.error];
        msg.className="roadbook-message roadbook-wide";msg.textContent=lines.join("\n");
        for(var k in words)if(lines.some(function(x){return x.indexOf(words[k])>=0})){inputs[k].setAttribute("aria-invalid","true");
        if(!first)first=inputs[k]}(first||inputs.name).focus()})})}
        var rest=here.indexOf(c.page)===0?here.slice(c.page.length):null;
        if(here===c.page)listPage();
        else if(rest&&/^[^\/]+\/$/.test(rest))todoPage(decodeURIComponent(rest.slice(0,-1)));
        else if(here===c.places)placesPage();
        restore();
        })();
        """#
}
