import Foundation
import RoadbookContent

/// What `serve` adds to the pages it serves so that the todo list page becomes the app (issue 25): a JSON block with
/// the run's secret and the editing words in the site's language, a few rules of style, and a script that turns
/// the list's rows into controls — tick and untick, move up and down, delete with a few seconds to undo — and puts
/// an "add" field above the list that shows the view model's refusal inline and keeps the text typed.
///
/// Every action is posted to `serve`'s action path; the page then changes as every open page does, by the rebuild
/// that the edited `content/todos.yaml` causes. Never part of `generate`'s output, and separate from the published
/// pages' own scripts: it only touches the list of the todo list page, and only the elements it adds.
public enum TodoEditingScript {
    /// The keys of the strings table the script words its controls with.
    public static let keys = [
        "newLabel", "add", "toggle", "moveUp", "moveDown", "remove", "removed", "undo", "failed",
    ]

    /// The seconds a deleted todo can be brought back before the removal is sent.
    public static let undoSeconds = 5

    /// The HTML for a page: the settings (`secret`, `actionPath`, the todo list page's path and `strings`'s words),
    /// the style and the script.
    public static func html(secret: String, actionPath: String, todoListPath: String, strings: StringTable) -> String {
        var words: [String: String] = [:]
        for key in keys {
            // Placeholders are filled in by the script.
            words[key] = strings.text("edit.\(key)", ["title": "{title}", "message": "{message}"])
        }
        let settings: [String: Any] = [
            "secret": secret, "path": actionPath, "page": todoListPath, "strings": words, "undoSeconds": undoSeconds,
        ]
        let json = (try? JSONSerialization.data(withJSONObject: settings, options: [.sortedKeys])) ?? Data("{}".utf8)
        // `<` never reaches the HTML parser inside the script element.
        let safe = String(decoding: json, as: UTF8.self).replacingOccurrences(of: "<", with: "\\u003c")
        return "<script type=\"application/json\" id=\"roadbook-editing\">\(safe)</script>\n<style>\(style)</style>\n<script>\(script)</script>"
    }

    static let style = """
        .roadbook-add{display:flex;flex-wrap:wrap;gap:8px;align-items:center;margin:16px 0 0}\
        .roadbook-add label{flex:1 0 100%;font-weight:600}\
        .roadbook-add input{flex:1 1 12em;min-width:0;font:inherit;padding:8px 10px;border:1px solid var(--border);\
        border-radius:8px;background:var(--surface);color:inherit}\
        .roadbook-add input[aria-invalid=true]{border-color:var(--danger)}\
        .roadbook-add button,.roadbook-tools button,.roadbook-undo button{font:inherit;padding:6px 12px;border-radius:8px;\
        border:1px solid var(--border);background:var(--surface);color:inherit;cursor:pointer}\
        .roadbook-message{flex:1 0 100%;margin:0;color:var(--danger);min-height:1.5em}\
        .roadbook-status:empty{display:none}\
        .roadbook-tools button:disabled{visibility:hidden}\
        .roadbook-toggle{all:unset;cursor:pointer;display:inline-flex;border-radius:50%}\
        .roadbook-toggle:focus-visible{outline:2px solid currentColor;outline-offset:2px}\
        .roadbook-tools{margin-left:auto;display:flex;gap:4px;flex:none}\
        .roadbook-tools button{padding:4px 8px;min-width:32px}\
        @media (max-width:560px){.todo-list>.todo{flex-wrap:wrap}.roadbook-tools{flex-basis:100%;justify-content:flex-end}}\
        .roadbook-undo{position:fixed;left:50%;bottom:16px;transform:translateX(-50%);z-index:1000;display:flex;gap:12px;\
        align-items:center;padding:10px 16px;border-radius:12px;background:var(--text,#222);color:var(--surface,#fff)}\
        .roadbook-undo button{background:transparent;color:inherit}
        """

    static let script = #"""
        (function(){"use strict";
        var c=JSON.parse(document.getElementById("roadbook-editing").textContent);
        if(location.pathname.replace(/index\.html$/,"")!==c.page)return;
        function t(k,v){var s=c.strings[k]||k;for(var n in v)s=s.split("{"+n+"}").join(v[n]);return s}
        function send(a){return fetch(c.path,{method:"POST",credentials:"same-origin",keepalive:true,
        headers:{"Content-Type":"application/json","X-Roadbook-Secret":c.secret},body:JSON.stringify(a)})
        .then(function(r){return r.json()},function(e){return{ok:false,message:String(e)}})}
        function el(tag,cls,text){var e=document.createElement(tag);if(cls)e.className=cls;if(text)e.textContent=text;return e}
        var card=document.querySelector("main section.card")||document.querySelector("main");if(!card)return;
        var list=card.querySelector("ul.todo-list");
        var form=el("form","roadbook-add"),label=el("label","",t("newLabel")),input=el("input"),
        add=el("button","",t("add")),msg=el("p","roadbook-message");
        input.id="roadbook-new-todo";input.name="title";input.autocomplete="off";label.htmlFor=input.id;
        msg.id="roadbook-add-message";msg.setAttribute("role","alert");input.setAttribute("aria-describedby",msg.id);
        add.type="submit";form.append(label,input,add,msg);
        if(list)list.before(form);else card.append(form);
        var status=el("p","roadbook-message roadbook-status");status.setAttribute("role","alert");form.after(status);
        function failed(r){status.textContent=t("failed",{message:r.message||r.error||""})}
        form.addEventListener("submit",function(e){e.preventDefault();add.disabled=true;
        send({action:"add",title:input.value}).then(function(r){add.disabled=false;
        if(r.ok){msg.textContent="";input.removeAttribute("aria-invalid");input.value=""}
        else{msg.textContent=r.message||r.error;input.setAttribute("aria-invalid","true");input.focus()}})});
        if(!list)return;
        var rows=Array.prototype.slice.call(list.querySelectorAll(":scope>li.todo[id]"));
        var pending=null;
        function flush(){if(!pending)return;var p=pending;pending=null;clearTimeout(p.timer);p.bar.remove();
        send({action:"remove",id:p.id}).then(function(r){if(!r.ok){p.row.style.display="";failed(r)}})}
        addEventListener("pagehide",flush);
        rows.forEach(function(row,i){var id=row.id,title=(row.querySelector(".todo-title")||row).textContent.trim();
        var mark=row.querySelector(".mark");if(mark){var b=el("button","roadbook-toggle");b.type="button";
        b.setAttribute("aria-pressed",row.classList.contains("done")?"true":"false");
        b.setAttribute("aria-label",t("toggle",{title:title}));b.dataset.roadbookAction="toggle";
        mark.replaceWith(b);b.append(mark);
        // The answer comes once the file is written: the row shows it at once; the rebuild's reload follows.
        b.addEventListener("click",function(){send({action:"toggle",id:id}).then(function(r){if(!r.ok){failed(r);return}
        var item=r.items&&r.items[0];if(!item)return;var s=item.isCompleted?"done":"pending";
        row.classList.remove("done","pending");row.classList.add(s);mark.className="mark mark-"+s;
        b.setAttribute("aria-pressed",String(item.isCompleted))})})}
        var tools=el("span","roadbook-tools");
        function tool(text,name,label,run,off){var b=el("button","",text);b.type="button";b.dataset.roadbookAction=name;
        b.setAttribute("aria-label",label+": "+title);b.title=label;b.disabled=!!off;b.addEventListener("click",run);
        tools.append(b)}
        tool("↑","up",t("moveUp"),function(){send({action:"move",id:id,position:i}).then(function(r){if(!r.ok)failed(r)})},i===0);
        tool("↓","down",t("moveDown"),function(){send({action:"move",id:id,position:i+2})
        .then(function(r){if(!r.ok)failed(r)})},i===rows.length-1);
        tool("✕","remove",t("remove"),function(){flush();row.style.display="none";var bar=el("div","roadbook-undo");
        bar.setAttribute("role","status");var undo=el("button","",t("undo"));undo.type="button";
        bar.append(el("span","",t("removed",{title:title})),undo);document.body.append(bar);undo.focus();
        pending={id:id,row:row,bar:bar,timer:setTimeout(flush,c.undoSeconds*1000)};
        undo.addEventListener("click",function(){if(!pending||pending.id!==id)return;clearTimeout(pending.timer);
        pending=null;bar.remove();row.style.display="";var f=row.querySelector("button");if(f)f.focus()})});
        row.append(tools)});
        })();
        """#
}
